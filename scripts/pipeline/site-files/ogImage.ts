/**
 * The page's link-preview image (Open Graph `og:image`), rendered at build time without a browser:
 * satori lays out an element tree (plain objects, not JSX, so this file stays .ts) into an SVG whose
 * text is already glyph paths, and resvg rasterises it into a 1200 × 630 PNG card.
 */
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { ReactElement } from 'react';
import { BRAND_BLUE, WHITE } from '../../../src/lib/colors/pageColors';

export interface OgCardInput {
  /** The displayed name (the page falls back to the login). */
  readonly name: string;
  /** GitHub login, shown as @login. */
  readonly login: string;
  /** One line: the bio or the company; long text is cut with an ellipsis. */
  readonly headline: string | null;
  /** PNG or JPEG bytes of the avatar, or null (then a neutral circle with the initials). */
  readonly avatar: Uint8Array | null;
  /** Short facts, e.g. ["6 repositories", "3 organizations"]; at most MAX_STATS are shown. */
  readonly stats: readonly string[];
  /** E.g. "ada.github.io/portfolio", shown small at the bottom. */
  readonly siteLabel: string | null;
  /** The corner word in the page's language ("Portfolio"); alone when there is no site label. */
  readonly badge: string;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** More pills than this would not read at thumbnail size. */
const MAX_STATS = 4;

/** The site's blue, as its icons. */
const ACCENT = BRAND_BLUE;
const ACCENT_SOFT = '#e8f1fd';
const INK = '#0f172a';
const MUTED = '#475569';
const FAINT = '#64748b';
const LINE = '#e2e8f0';
const FONT_FAMILY = 'Inter';

const PADDING_X = 80;
const AVATAR_SIZE = 248;
const AVATAR_RING = 8;
const PILL_HEIGHT = 54;
/** The text column: the card minus the side padding, the avatar (with its ring) and the gap. */
const TEXT_WIDTH = OG_IMAGE_SIZE.width - 2 * PADDING_X - (AVATAR_SIZE + 2 * AVATAR_RING) - 64;

/**
 * Inter's subsets from @fontsource/inter (satori reads woff, not woff2): latin, plus latin-ext,
 * vietnamese, greek and cyrillic for names such as "Łukasz", "Nguyễn" or "Дмитрий". satori keeps one
 * font per family name and falls back per glyph from the card's family to the other families, so
 * each subset gets a family name of its own.
 */
const FONT_SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
] as const;
const FONT_WEIGHTS = [400, 700] as const;

interface LoadedFonts {
  readonly fonts: Font[];
  /** Whether one of the fonts has a glyph for the code point (from the package's unicode.json). */
  readonly covers: (codePoint: number) => boolean;
}

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
function parseUnicodeRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace(/^U\+/iu, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

let fontsPromise: Promise<LoadedFonts> | null = null;

async function readFonts(): Promise<LoadedFonts> {
  const unicode = JSON.parse(
    await readFile(require.resolve('@fontsource/inter/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const ranges = FONT_SUBSETS.flatMap((subset) => parseUnicodeRanges(unicode[subset] ?? ''));
  const fonts = await Promise.all(
    FONT_SUBSETS.flatMap((subset) =>
      FONT_WEIGHTS.map(async (weight): Promise<Font> => ({
        name: subset === 'latin' ? FONT_FAMILY : `${FONT_FAMILY} ${subset}`,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
        weight,
        style: 'normal',
      })),
    ),
  );
  return {
    fonts,
    covers: (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  };
}

/** The fonts, read once per process. */
function loadFonts(): Promise<LoadedFonts> {
  fontsPromise ??= readFonts().catch((error: unknown) => {
    fontsPromise = null; // let a later call try again
    throw error;
  });
  return fontsPromise;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** A PNG whose chunks run from IHDR to IEND within the bytes (a truncated file is not). */
function isCompletePng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (offset: number) => String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
  let offset = PNG_SIGNATURE.length;
  if (offset + 8 > bytes.length || type(offset) !== 'IHDR') return false;
  while (offset + 12 <= bytes.length) {
    const next = offset + 12 + view.getUint32(offset);
    if (next > bytes.length) return false;
    if (type(offset) === 'IEND') return true;
    offset = next;
  }
  return false;
}

/** A JPEG that ends with the end-of-image marker (a truncated file does not). */
function isCompleteJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9;
}

/**
 * The avatar as a data URL when its magic bytes say PNG or JPEG and the file is complete; anything
 * else gives null (resvg would silently draw nothing for an image it cannot decode).
 */
export function avatarDataUrl(avatar: Uint8Array | null): string | null {
  if (!avatar) return null;
  let type: string;
  if (startsWith(avatar, PNG_SIGNATURE) && isCompletePng(avatar)) type = 'image/png';
  else if (startsWith(avatar, JPEG_SIGNATURE) && isCompleteJpeg(avatar)) type = 'image/jpeg';
  else return null;
  const base64 = Buffer.from(avatar.buffer, avatar.byteOffset, avatar.byteLength).toString(
    'base64',
  );
  return `data:${type};base64,${base64}`;
}

/** Up to two letters: the first of the first and last words of the name, else of the login. */
export function initials(name: string, login: string): string {
  const words = (name.trim() || login.trim()).split(/[\s._-]+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

/**
 * The text as one line: runs of whitespace (a bio may hold newlines) collapse so that the line cut
 * works, and characters no font covers (CJK, emoji…) are dropped rather than drawn as boxes.
 */
function oneLine(text: string | null, covers: LoadedFonts['covers']): string {
  return Array.from(text ?? '')
    .filter((char) => /\s/u.test(char) || covers(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** What the card shows, cleaned up. */
interface CardText {
  readonly name: string;
  readonly login: string;
  readonly headline: string;
  readonly stats: readonly string[];
  readonly siteLabel: string;
  readonly badge: string;
}

type Style = Record<string, string | number>;
type Child = ReactElement<ElementProps> | string;
interface ElementProps {
  readonly style: Style;
  readonly children?: Child | Child[];
  readonly src?: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * A satori `div`. It is a flex box unless the style says otherwise: satori needs `display: flex` on
 * every element with more than one child.
 */
function el(style: Style, children?: Child | Child[]): Child {
  const props: ElementProps = {
    style: { display: 'flex', ...style },
    ...(children === undefined ? {} : { children }),
  };
  return { type: 'div', props, key: null };
}

/** One line of text, cut with an ellipsis when it does not fit its box. */
function line(text: string, style: Style): Child {
  return el(
    {
      display: 'block',
      maxWidth: '100%',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      ...style,
    },
    text,
  );
}

function avatarElement(src: string | null, text: CardText): Child {
  const inner = src
    ? ({
        type: 'img',
        props: {
          src,
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          style: {
            width: AVATAR_SIZE,
            height: AVATAR_SIZE,
            borderRadius: '50%',
            objectFit: 'cover',
          },
        },
        key: null,
      } satisfies Child)
    : el(
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          borderRadius: '50%',
          backgroundColor: ACCENT_SOFT,
          color: ACCENT,
          fontSize: 96,
          fontWeight: 700,
          letterSpacing: '-0.02em',
        },
        initials(text.name, text.login),
      );
  // A white gap and an accent ring around the picture.
  return el(
    {
      display: 'flex',
      flexShrink: 0,
      padding: AVATAR_RING / 2,
      borderRadius: '50%',
      border: `${AVATAR_RING / 2}px solid ${ACCENT}`,
      backgroundColor: WHITE,
    },
    inner,
  );
}

function pill(text: string): Child {
  return el(
    {
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      maxWidth: 400,
      height: PILL_HEIGHT,
      padding: '0 22px',
      borderRadius: 999,
      backgroundColor: ACCENT_SOFT,
      border: `2px solid #cfe0fa`,
    },
    line(text, { fontSize: 26, fontWeight: 700, color: ACCENT, lineHeight: 1.2 }),
  );
}

function cardTree(text: CardText, avatarSrc: string | null): Child {
  const { name, login, headline, stats, siteLabel, badge } = text;

  const textColumn = el({ flexDirection: 'column', width: TEXT_WIDTH, minWidth: 0 }, [
    line(name, {
      fontSize: name.length > 18 ? 64 : 76,
      fontWeight: 700,
      color: INK,
      lineHeight: 1.15,
      letterSpacing: '-0.025em',
    }),
    ...(login
      ? [line(`@${login}`, { marginTop: 10, fontSize: 36, color: ACCENT, lineHeight: 1.2 })]
      : []),
    ...(headline
      ? [
          el(
            {
              display: 'block',
              marginTop: 26,
              maxWidth: '100%',
              fontSize: 32,
              lineHeight: 1.35,
              color: MUTED,
              overflow: 'hidden',
              lineClamp: 2,
              wordBreak: 'break-word',
            },
            headline,
          ),
        ]
      : []),
  ]);

  const footer = el(
    {
      alignItems: 'center',
      justifyContent: 'space-between',
      marginTop: 'auto',
      paddingTop: 28,
      borderTop: `2px solid ${LINE}`,
    },
    [
      el({ display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1 }, [
        el({
          width: 14,
          height: 14,
          marginRight: 14,
          borderRadius: '50%',
          backgroundColor: ACCENT,
          flexShrink: 0,
        }),
        line(siteLabel || badge, { fontSize: 26, color: FAINT, fontWeight: 700 }),
      ]),
      // Without a site label the left side already says it.
      ...(siteLabel
        ? [
            line(badge, {
              flexShrink: 0,
              marginLeft: 24,
              fontSize: 22,
              fontWeight: 700,
              color: ACCENT,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
            }),
          ]
        : []),
    ],
  );

  return el(
    {
      display: 'flex',
      flexDirection: 'column',
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      backgroundColor: WHITE,
      backgroundImage: `linear-gradient(135deg, ${WHITE} 0%, ${WHITE} 55%, ${ACCENT_SOFT} 100%)`,
      fontFamily: FONT_FAMILY,
      overflow: 'hidden',
    },
    [
      el({ height: 14, width: '100%', backgroundColor: ACCENT, flexShrink: 0 }),
      el(
        {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          minHeight: 0,
          padding: `56px ${PADDING_X}px 48px`,
        },
        [
          el({ alignItems: 'center', justifyContent: 'space-between', flexGrow: 1 }, [
            textColumn,
            avatarElement(avatarSrc, text),
          ]),
          ...(stats.length > 0
            ? [
                // One row: the pills that do not fit wrap onto a second row, which is clipped away.
                el(
                  {
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 16,
                    height: PILL_HEIGHT + 4, // room for the borders; the second row starts lower
                    marginBottom: 32,
                    overflow: 'hidden',
                    flexShrink: 0,
                  },
                  stats.map(pill),
                ),
              ]
            : []),
          footer,
        ],
      ),
    ],
  );
}

/** The 1200 × 630 PNG card for `input`. */
export async function renderOgImage(input: OgCardInput): Promise<Buffer> {
  const { fonts, covers } = await loadFonts();
  const login = oneLine(input.login, covers);
  const text: CardText = {
    name: oneLine(input.name, covers) || login,
    login,
    headline: oneLine(input.headline, covers),
    stats: input.stats
      .map((stat) => oneLine(stat, covers))
      .filter(Boolean)
      .slice(0, MAX_STATS),
    siteLabel: oneLine(input.siteLabel, covers),
    badge: oneLine(input.badge, covers),
  };
  const svg = await satori(cardTree(text, avatarDataUrl(input.avatar)), {
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    fonts,
  });
  return new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false }, // satori already turned the text into paths
  })
    .render()
    .asPng();
}
