/**
 * The Avatar step: the owner's avatar becomes part of the site. GitHub serves it at 460 px from another origin;
 * the page shows it at 96. Fetched here through the build's transport (timeout, retries, the HTTP
 * cache and its stale-if-error), resized to the displayed size and twice it, written as AVIF and WebP
 * with a JPEG (or PNG) fallback under static/media/ with a content hash. The page's largest element then
 * comes from its own origin at a few kilobytes, and a visitor's browser asks no third party for it.
 * When it cannot be had or decoded, the page shows the default avatar in its HTML: no late swap.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  AVATAR_DENSITIES,
  AVATAR_SIZE,
  type AvatarImage,
  type AvatarSource,
  type SiteAvatar,
} from '../../../src/domain/avatar';
import { webUrlOrNull } from '../../../src/domain/safeUrl';
import { ResponseTooLargeError } from '../../../src/services/transport/bodyLimit';
import { createBudget } from '../../../src/services/transport/budget';
import type { TransportTuning } from '../../../src/services/transport/createTransport';
import { RequestRefusedError } from '../../../src/services/transport/policyFetch';
import { findTransportError } from '../../../src/services/transport/transportError';
import type { TransportEvent } from '../../../src/services/transport/transportEvents';
import { createOutboundFetch } from '../net/outboundFetch';
import type { Lookup } from '../net/outboundGuard';

/** One request and its retries; the API fetch has its own budget. */
const AVATAR_BUDGET_MS = 30_000;
/**
 * GitHub's avatars are tens of kilobytes; anything far larger is not an avatar worth decoding. The
 * download stops past it (the transport's maxBodyBytes).
 */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/**
 * GitHub's avatars are 460 px square: a picture that declares more pixels than this is refused before
 * it is decoded (a few kilobytes of PNG can declare gigabytes of pixels). sharp's own default is 16383².
 */
export const MAX_AVATAR_PIXELS = 4096 * 4096;
const SHARP_INPUT = { limitInputPixels: MAX_AVATAR_PIXELS };

/** A file the step writes into the build, by its path under the build folder. */
export interface SiteFile {
  readonly file: string;
  readonly bytes: Buffer;
}

export interface BuiltAvatar {
  /** What the page shows (see src/domain/avatar.ts); null without an avatar URL. */
  readonly avatar: SiteAvatar | null;
  readonly files: readonly SiteFile[];
  /** The fetched picture as GitHub sent it, for the link-preview card; null when it failed. */
  readonly original: Uint8Array | null;
}

export interface SiteAvatarOptions {
  /** The site's base path with its trailing slash, as the page's asset URLs start: `/portfolio/`. */
  readonly publicPath: string;
  readonly cacheDir: string;
  readonly write?: (line: string) => void;
  readonly tuning?: TransportTuning;
  /**
   * The URLs the owner configured (the GitHub API, the GitLab instance, the feeds): their hosts may be
   * asked for the avatar whatever they resolve to, and over http when given so. Any other host (GitHub's
   * avatars.githubusercontent.com, where a redirect leads) must be public and https: see
   * ../net/outboundGuard.ts.
   */
  readonly ownerUrls: readonly string[];
  /** How the outbound guard resolves host names; tests answer without DNS. */
  readonly lookup?: Lookup;
}

const FORMATS = {
  avif: { type: 'image/avif', extension: 'avif' },
  webp: { type: 'image/webp', extension: 'webp' },
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
} as const;
type Format = keyof typeof FORMATS;

function encode(image: Sharp, format: Format): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 82 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  }
}

const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

/**
 * The avatar at the displayed size and twice it, in AVIF and WebP and in a format every browser decodes: JPEG
 * for a photo, PNG when the picture has transparency. Throws when the bytes are not an image.
 */
export async function resizeAvatar(
  bytes: Uint8Array,
  publicPath: string,
): Promise<{ image: AvatarImage; files: SiteFile[] }> {
  const { hasAlpha } = await sharp(bytes, SHARP_INPUT).metadata();
  const fallback: Format = hasAlpha ? 'png' : 'jpeg';
  const files: SiteFile[] = [];
  const sourceOf = async (format: Format): Promise<AvatarSource> => {
    const { type, extension } = FORMATS[format];
    const candidates = await Promise.all(
      AVATAR_DENSITIES.map(async (density) => {
        const size = AVATAR_SIZE * density;
        const resized = await encode(
          sharp(bytes, SHARP_INPUT).rotate().resize(size, size, { fit: 'cover' }),
          format,
        );
        const file = `static/media/avatar-${size}.${contentHash(resized)}.${extension}`;
        files.push({ file, bytes: resized });
        return `${publicPath}${file} ${density}x`;
      }),
    );
    return { type, srcSet: candidates.join(', ') };
  };
  // Smallest first: a browser takes the first type it decodes.
  const [avif, webp, fallbackSource] = await Promise.all(
    (['avif', 'webp', fallback] as const).map(sourceOf),
  );
  if (!avif || !webp || !fallbackSource) throw new Error('a format was not encoded');
  const src = fallbackSource.srcSet.split(', ')[0]?.replace(/ 1x$/, '') ?? '';
  return { image: { sources: [avif, webp], fallback: fallbackSource, src }, files };
}

function eventLine(event: TransportEvent): string | null {
  if (event.type === 'retry') return `  ~ Avatar: ${event.cause}; attempt ${event.attempt + 1}`;
  if (event.type === 'stale') {
    return `  ! Avatar: using the cached copy from ${event.since} (${event.cause})`;
  }
  return null;
}

/** The avatar's bytes through the build's transport, or why not. */
async function fetchAvatar(
  url: string,
  { cacheDir, write = console.log, tuning, ownerUrls, lookup }: SiteAvatarOptions,
): Promise<{ bytes: Uint8Array; unchanged: boolean } | { failure: string }> {
  let unchanged = false;
  const onEvent = (event: TransportEvent) => {
    if (event.type === 'not-modified') unchanged = true;
    const line = eventLine(event);
    if (line) write(line);
  };
  const budget = createBudget(AVATAR_BUDGET_MS);
  const fetch = createOutboundFetch({
    lane: 'GitHub',
    ownerUrls,
    cacheDir,
    budget,
    onEvent,
    onWarning: (line) => write(`  ! ${line}`),
    maxBodyBytes: MAX_AVATAR_BYTES,
    ...(tuning ? { tuning } : {}),
    ...(lookup ? { lookup } : {}),
  });
  try {
    const response = await fetch(url);
    if (!response.ok) return { failure: `HTTP ${response.status}` };
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Read through the cap already; an answer the HTTP cache stored before the cap existed was not.
    if (bytes.byteLength > MAX_AVATAR_BYTES) {
      return { failure: `${bytes.byteLength} bytes, more than ${MAX_AVATAR_BYTES}` };
    }
    return { bytes, unchanged };
  } catch (error) {
    // Refused by the outbound guard, or past the size cap: final, no retry nor cached copy helps.
    if (error instanceof RequestRefusedError || error instanceof ResponseTooLargeError) {
      return { failure: error.message };
    }
    const transport = findTransportError(error);
    if (!transport) throw error;
    return { failure: transport.message };
  } finally {
    budget.close();
  }
}

/** Fetches and resizes the avatar; any failure leaves the default avatar, with a line saying why. */
export async function buildSiteAvatar(
  avatarUrl: string | null,
  options: SiteAvatarOptions,
): Promise<BuiltAvatar> {
  const { write = console.log, publicPath } = options;
  const from = webUrlOrNull(avatarUrl);
  if (!from) return { avatar: null, files: [], original: null };
  const fetched = await fetchAvatar(from, options);
  if ('failure' in fetched) {
    write(
      `  ! The avatar could not be fetched from ${from} (${fetched.failure}): the page shows the default avatar.`,
    );
    return { avatar: { from, image: null }, files: [], original: null };
  }
  try {
    const { image, files } = await resizeAvatar(fetched.bytes, publicPath);
    const bytes = files.reduce((sum, { bytes: file }) => sum + file.length, 0);
    write(
      `Avatar: ${Math.round(fetched.bytes.byteLength / 1024)} KB from ${new URL(from).host}` +
        `${fetched.unchanged ? ' (unchanged: 304 Not Modified)' : ''} → ` +
        `${files.length} files (${AVATAR_DENSITIES.map((d) => AVATAR_SIZE * d).join(' and ')} px, ` +
        `${[...image.sources, image.fallback].map(({ type }) => type.replace('image/', '')).join(' and ')}), ` +
        `${Math.round(bytes / 1024)} KB in all.`,
    );
    return { avatar: { from, image }, files, original: fetched.bytes };
  } catch (error) {
    write(
      `  ! The avatar from ${from} is not an image the build can read (${(error as Error).message}): ` +
        'the page shows the default avatar.',
    );
    return { avatar: { from, image: null }, files: [], original: null };
  }
}

/** Writes the avatar's files into the build (after webpack, which empties the folder first). */
export function writeAvatarFiles(outputPath: string, { files }: BuiltAvatar): void {
  for (const { file, bytes } of files) {
    const target = path.join(outputPath, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}
