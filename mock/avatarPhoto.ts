/**
 * Photo-like avatars for the mock API: GitHub serves an uploaded picture at 460 px, typically tens of
 * kilobytes of JPEG, and that weight is what a page showing it pays. A flat identicon of 2 KB would
 * flatter any measurement, so the mock draws a portrait-like scene with sensor-like noise and encodes
 * it as GitHub would. Deterministic: the same seed and size give the same bytes.
 */
import sharp from 'sharp';
import { DEFAULT_AVATAR_SIZE } from './avatarPng';

/** mulberry32: a small seeded generator, so that the noise (and the file size) never varies. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

/** Noise amplitude and JPEG quality that put a 460 px picture at 60–100 KB, like a real upload. */
const NOISE = 90;
const QUALITY = 90;

/** A head-and-shoulders silhouette on a shaded background, drawn at 460 px. */
function portrait(seed: string): Buffer {
  const random = seededRandom(seedOf(seed));
  const size = DEFAULT_AVATAR_SIZE;
  const background = [60 + random() * 120, 60 + random() * 120, 60 + random() * 120];
  const skin = [150 + random() * 100, 110 + random() * 80, 90 + random() * 60];
  const raw = Buffer.alloc(size * size * 3);
  const centre = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const head = Math.hypot(x - centre, y - size * 0.4) < size * 0.2;
      const shoulders = Math.hypot((x - centre) * 0.8, y - size * 1.05) < size * 0.42;
      const base = head || shoulders ? skin : background;
      const light = 0.75 + 0.25 * Math.sin(x / 37) * Math.cos(y / 23);
      for (let channel = 0; channel < 3; channel += 1) {
        const value = (base[channel] ?? 0) * light + (random() - 0.5) * NOISE;
        raw[(y * size + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return raw;
}

/** A JPEG avatar of `size` px (GitHub's `s=`), scaled down from the 460 px picture as GitHub does. */
export async function avatarPhoto(
  seed: string,
  size: number = DEFAULT_AVATAR_SIZE,
): Promise<Buffer> {
  const full = sharp(portrait(seed), {
    raw: { width: DEFAULT_AVATAR_SIZE, height: DEFAULT_AVATAR_SIZE, channels: 3 },
  }).blur(0.6);
  const sized = size === DEFAULT_AVATAR_SIZE ? full : full.resize(size, size);
  return sized.jpeg({ quality: QUALITY }).toBuffer();
}
