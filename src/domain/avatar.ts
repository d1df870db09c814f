/**
 * Which picture the header shows. A snapshot build makes the owner's avatar part of the site (resized
 * into its own files, scripts/pipeline/avatar/): the page then asks no other host for it, and its first
 * paint does not wait on GitHub's image server. Without such a copy (live data with a new picture, the
 * development server) GitHub is asked for the displayed size instead of its 460 px default.
 */
import { webUrlOrNull } from './safeUrl';

/** The displayed size, in CSS pixels; the build also writes twice it for dense screens. */
export const AVATAR_SIZE = 96;
export const AVATAR_DENSITIES = [1, 2] as const;

/** One format of the site's copy: `srcSet` lists it at every density ("… 1x, … 2x"). */
export interface AvatarSource {
  /** A MIME type: image/avif, image/webp, image/jpeg, image/png. */
  readonly type: string;
  readonly srcSet: string;
}

/** The site's copy of the avatar, in its formats. */
export interface AvatarImage {
  /** Modern formats (AVIF, WebP), smallest first, for `<source>`: a browser takes the first it decodes. */
  readonly sources: readonly AvatarSource[];
  /** A format every browser decodes (JPEG, or PNG for a picture with transparency), for `<img>`. */
  readonly fallback: AvatarSource;
  /** The fallback at 1x, for `<img src>`. */
  readonly src: string;
}

/** What the build made of the owner's avatar. */
export interface SiteAvatar {
  /** The GitHub avatar URL it was made from: a profile with another picture does not use it. */
  readonly from: string;
  /** Null when the build could not fetch or decode it: the page then shows the default image. */
  readonly image: AvatarImage | null;
}

/** What the header's image element shows. */
export type AvatarPicture =
  | { readonly kind: 'default' }
  | {
      readonly kind: 'image';
      readonly sources: readonly AvatarSource[];
      readonly src: string;
      readonly srcSet: string;
    };

export const DEFAULT_PICTURE: AvatarPicture = { kind: 'default' };

/** GitHub's avatar URL for a size (its `s` parameter), other parameters kept. */
export function sizedAvatarUrl(url: string, size: number): string {
  const sized = new URL(url);
  sized.searchParams.set('s', String(size));
  return sized.href;
}

/**
 * The picture for a profile's avatar URL and what the build made of it: the site's copy; the default
 * image when the build could not make one (so that no image fails late, after the first paint); GitHub
 * at the displayed size when the build made none of that URL (live data with a new picture, dev).
 */
export function avatarPicture(
  avatarUrl: string | null,
  siteAvatar: SiteAvatar | null | undefined,
): AvatarPicture {
  const url = webUrlOrNull(avatarUrl);
  if (!url) return DEFAULT_PICTURE;
  if (siteAvatar?.from === url) {
    const { image } = siteAvatar;
    return image
      ? { kind: 'image', sources: image.sources, src: image.src, srcSet: image.fallback.srcSet }
      : DEFAULT_PICTURE;
  }
  const at = (density: number) => sizedAvatarUrl(url, AVATAR_SIZE * density);
  return {
    kind: 'image',
    sources: [],
    src: at(1),
    srcSet: AVATAR_DENSITIES.map((density) => `${at(density)} ${density}x`).join(', '),
  };
}
