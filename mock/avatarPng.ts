/**
 * GitHub-style identicon avatars as real PNG files, made with node:zlib only, so the mock API can
 * stand in for avatars.githubusercontent.com (unreachable in tests and benchmarks) with images a
 * browser decodes like any other.
 */
import { deflateSync } from 'node:zlib';

/** GitHub answers `?v=4` without `s=` with a 460 px image; browsers then scale it down. */
export const DEFAULT_AVATAR_SIZE = 460;
const MIN_AVATAR_SIZE = 16;
const MAX_AVATAR_SIZE = 460;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

// zlib.crc32 exists only from Node 20.15, and the project supports 20.12.
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 32-bit FNV-1a hash: a stable pattern and colour per seed. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (const char of seed) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

/** The `s=` query value GitHub accepts, clamped; anything else gives the default size. */
export function avatarSize(requested: string | null): number {
  const size = Number.parseInt(requested ?? '', 10);
  if (!Number.isFinite(size) || size <= 0) return DEFAULT_AVATAR_SIZE;
  return Math.min(MAX_AVATAR_SIZE, Math.max(MIN_AVATAR_SIZE, size));
}

/**
 * A size × size RGB PNG: a mirrored 5 × 5 block pattern on a light background, like GitHub's
 * identicons, coloured from the seed.
 */
export function identiconPng(seed: string, size: number = DEFAULT_AVATAR_SIZE): Buffer {
  const h = hash(seed);
  const foreground = [64 + (h & 0x7f), 64 + ((h >>> 7) & 0x7f), 64 + ((h >>> 14) & 0x7f)] as const;
  const background = [240, 240, 240] as const;
  // Columns 0-2 come from the hash, 3-4 mirror 1-0.
  const filled = (row: number, column: number) =>
    ((h >>> (row * 3 + Math.min(column, 4 - column))) & 1) === 1;
  const margin = Math.round(size / 12);
  const cell = (size - 2 * margin) / 5;

  // Scanlines repeat within a cell row: build each distinct one once (filter byte 0 = none).
  const stride = 1 + size * 3;
  const scanlines = new Map<number, Buffer>();
  const scanline = (cellRow: number) => {
    let line = scanlines.get(cellRow);
    if (line) return line;
    line = Buffer.alloc(stride);
    for (let x = 0; x < size; x += 1) {
      const cellColumn = Math.floor((x - margin) / cell);
      const inside = cellRow >= 0 && cellRow < 5 && cellColumn >= 0 && cellColumn < 5;
      line.set(inside && filled(cellRow, cellColumn) ? foreground : background, 1 + x * 3);
    }
    scanlines.set(cellRow, line);
    return line;
  };
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y += 1) {
    scanline(Math.floor((y - margin) / cell)).copy(raw, y * stride);
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  // Bytes 10-12 stay 0: deflate, adaptive filtering, no interlace.
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
