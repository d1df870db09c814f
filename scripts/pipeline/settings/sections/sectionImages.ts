/**
 * A section's images are the owner's files in `sections/`, resized into the site like the avatar: at
 * most 1,200 px wide (twice a section's column), WebP, under static/media/ with a content hash, with
 * their size in the page so nothing moves when they arrive. A path that leaves the folder, a missing
 * file or one that is no image stops the build at the line that names it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { SiteFile } from '../../avatar/siteAvatar';
import { SectionFileError } from './frontMatter';
import type { SectionImage } from './markdown';

const MAX_WIDTH = 1200;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 8192 * 8192;
const IMAGE_FILE = /\.(?:png|jpe?g|webp|gif|avif)$/i;

export interface SectionImages {
  /** The image a section's file names (its path relative to the file), resized into the site. */
  readonly resolve: (
    sectionFile: string,
    shownFile: string,
    src: string,
    line: number,
  ) => Promise<SectionImage>;
  /** What the build writes, each once however many sections show it. */
  readonly files: () => SiteFile[];
}

/** Images from `folder` (the owner's sections/), for pages whose asset URLs start with `publicPath`. */
export function sectionImages(folder: string, publicPath: string): SectionImages {
  const made = new Map<string, { image: SectionImage; file: SiteFile }>();
  const root = realpathSync(folder);
  return {
    async resolve(sectionFile, shownFile, src, line) {
      const fail = (problem: string) => {
        throw new SectionFileError(shownFile, line, problem);
      };
      let relative = src;
      try {
        relative = decodeURIComponent(src.split(/[?#]/)[0] ?? '');
      } catch {
        fail(`has an image path that is not a path ("${src.slice(0, 80)}").`);
      }
      const wanted = path.resolve(path.dirname(sectionFile), relative);
      const outside = (file: string) => {
        const inFolder = path.relative(root, file);
        return inFolder.startsWith('..') || path.isAbsolute(inFolder);
      };
      const leaves = () =>
        fail(
          `names the image "${relative.slice(0, 80)}", outside sections/: keep a section's images in that folder.`,
        );
      // Before anything is read: nothing outside the folder is looked at, not even whether it exists.
      if (outside(path.resolve(root, path.relative(folder, wanted)))) return leaves();
      if (!existsSync(wanted) || !statSync(wanted).isFile()) {
        return fail(
          `names the image "${relative.slice(0, 80)}", which is not in sections/: add the file, or fix the path (relative to this file).`,
        );
      }
      // A link inside the folder to a file outside it is outside too.
      const real = realpathSync(wanted);
      if (outside(real)) return leaves();
      if (!IMAGE_FILE.test(real)) {
        return fail(
          `names "${relative.slice(0, 80)}", which is not a PNG, JPEG, WebP, GIF or AVIF image.`,
        );
      }
      const known = made.get(real);
      if (known) return known.image;
      if (statSync(real).size > MAX_IMAGE_BYTES) {
        return fail(`names "${relative.slice(0, 80)}", larger than 10 MB: make it smaller.`);
      }
      let output: { data: Buffer; info: OutputInfo };
      try {
        output = await sharp(readFileSync(real), { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        return fail(
          `names "${relative.slice(0, 80)}", which cannot be read as an image (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
      const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 8);
      const name = `static/media/section-${hash}.webp`;
      const image = {
        src: `${publicPath}${name}`,
        width: output.info.width,
        height: output.info.height,
      };
      made.set(real, { image, file: { file: name, bytes: output.data } });
      return image;
    },
    files: () => [...made.values()].map(({ file }) => file),
  };
}
