/**
 * Where the build's HTTP cache keeps its answers: one folder, two files a request, named after the
 * SHA-256 of its key: `<id>.json` (the key, the metadata, the body's digest and size) and `<id>.body`.
 * A store of its own rather than a library's: the cache needs get, put, a metadata update and a
 * listing, and pruning a library's store meant reading its private on-disk format.
 *
 * The entry file is a log: one JSON line per version of the entry, the last complete line current.
 * A confirmation (a 304) appends a line instead of rewriting the file: on ext4, rewriting or replacing
 * a file that an earlier build wrote moments ago forces its data to disk first, and a warm build's
 * hundreds of confirmations spent a fifth of its time there. Once an entry has MAX_ENTRY_LINES lines,
 * the next confirmation writes it anew with one. Files are read and written synchronously: they are
 * small, and the asynchronous way took four trips through libuv's thread pool for each.
 *
 * What a build stopped halfway leaves reads right: a line cut short does not parse, so the line before
 * it stands; a body whose digest is not the one its entry names (the entry not yet written) reads as
 * no answer, and the request is simply sent again.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createLimit } from '../../../src/lib/limit';

/** What an entry file holds besides the caller's metadata. */
export interface StoredEntry<M> {
  readonly key: string;
  readonly metadata: M;
  /** `sha256-<hex>` of the body. */
  readonly digest: string;
  readonly size: number;
}

export interface StoredAnswer<M> {
  readonly entry: StoredEntry<M>;
  readonly body: Buffer;
}

export interface AnswerStore<M> {
  readonly folder: string;
  /** The file name (without extension) of a key's files. */
  idOf(key: string): string;
  read(key: string): Promise<StoredAnswer<M> | null>;
  /** A new answer: its body and its entry. */
  write(key: string, body: Buffer, metadata: M): Promise<void>;
  /** New metadata for a stored answer: only its entry file is written, the body stays. */
  note(entry: StoredEntry<M>, metadata: M): Promise<void>;
  /**
   * New metadata written anew as the entry's only line: what its earlier lines held (an older
   * version's metadata, which `note` would leave in the log) is gone from the disk.
   */
  replace(entry: StoredEntry<M>, metadata: M): Promise<void>;
  /** Removes a key's files; the bytes of the body it removed (0 when there was none). */
  remove(key: string): Promise<number>;
  removeById(id: string): Promise<number>;
  /** The ids of every entry file. */
  ids(): Promise<string[]>;
  /** An entry read by its id; null when there is none or it cannot be read as one. */
  entryById(id: string): Promise<StoredEntry<M> | null>;
  /**
   * Removes the bodies without an entry (a build stopped between writing the two) left before
   * `before` (the file system's clock): a newer one may be another step's write in progress. Returns
   * the bytes freed.
   */
  sweep(before: number): Promise<number>;
}

const ENTRY = '.json';
const BODY = '.body';
/** Lines an entry's log may gather before a confirmation writes it anew (about 2 KB each). */
export const MAX_ENTRY_LINES = 8;

/** Files read at once: a large account's thousands would run out of descriptors. */
export const STORE_CONCURRENCY = 16;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function isEntry(value: unknown): value is StoredEntry<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { key, digest, size } = value as Partial<StoredEntry<unknown>>;
  return typeof key === 'string' && typeof digest === 'string' && typeof size === 'number';
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
}

export function createAnswerStore<M>(folder: string): AnswerStore<M> {
  let ready = false;
  const file = (id: string, extension: string) => path.join(folder, `${id}${extension}`);
  const idOf = (key: string) => sha256(key);

  // The lines each entry read had: whether its next confirmation appends or writes it anew.
  const lineCounts = new Map<string, number>();

  function put(target: string, data: string | Buffer, append = false): void {
    if (!ready) mkdirSync(folder, { recursive: true });
    ready = true;
    try {
      if (append) appendFileSync(target, data);
      else writeFileSync(target, data);
    } catch (error) {
      // The folder was removed meanwhile (a test, an owner clearing the cache): made again next time.
      ready = false;
      throw error;
    }
  }

  async function readEntry(id: string): Promise<StoredEntry<M> | null> {
    let text: string;
    try {
      text = readFileSync(file(id, ENTRY), 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const lines = text.split('\n').filter(Boolean);
    lineCounts.set(id, lines.length);
    // The last complete line: one cut short (a build stopped while appending it) does not parse.
    for (let at = lines.length - 1; at >= 0; at -= 1) {
      try {
        const value: unknown = JSON.parse(lines[at] ?? '');
        if (isEntry(value)) return value as StoredEntry<M>;
      } catch {
        // Not a complete line: the one before stands.
      }
    }
    return null;
  }

  const line = (entry: StoredEntry<M>) => `${JSON.stringify(entry)}\n`;

  async function namesInFolder(): Promise<string[]> {
    try {
      return await readdir(folder);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async function removeById(id: string): Promise<number> {
    const bytes = await sizeOf(file(id, BODY));
    await rm(file(id, ENTRY), { force: true });
    await rm(file(id, BODY), { force: true });
    return bytes;
  }

  return {
    folder,
    idOf,
    async read(key) {
      const id = idOf(key);
      const entry = await readEntry(id);
      if (!entry || entry.key !== key) return null;
      let body: Buffer;
      try {
        body = readFileSync(file(id, BODY));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (body.length !== entry.size || `sha256-${sha256(body)}` !== entry.digest) return null;
      return { entry, body };
    },
    async write(key, body, metadata) {
      const id = idOf(key);
      const entry: StoredEntry<M> = {
        key,
        metadata,
        digest: `sha256-${sha256(body)}`,
        size: body.length,
      };
      put(file(id, BODY), body);
      put(file(id, ENTRY), line(entry));
      lineCounts.set(id, 1);
    },
    async note(entry, metadata) {
      const id = idOf(entry.key);
      const lines = lineCounts.get(id) ?? MAX_ENTRY_LINES;
      const append = lines < MAX_ENTRY_LINES;
      put(file(id, ENTRY), line({ ...entry, metadata }), append);
      lineCounts.set(id, append ? lines + 1 : 1);
    },
    async replace(entry, metadata) {
      const id = idOf(entry.key);
      put(file(id, ENTRY), line({ ...entry, metadata }));
      lineCounts.set(id, 1);
    },
    remove: (key) => removeById(idOf(key)),
    removeById,
    async ids() {
      const names = await namesInFolder();
      return names.flatMap((name) => (name.endsWith(ENTRY) ? [name.slice(0, -ENTRY.length)] : []));
    },
    entryById: readEntry,
    async sweep(before) {
      const names = await namesInFolder();
      const entries = new Set(names.filter((name) => name.endsWith(ENTRY)));
      const leftovers = names.filter(
        (name) => name.endsWith(BODY) && !entries.has(`${name.slice(0, -BODY.length)}${ENTRY}`),
      );
      const limit = createLimit(STORE_CONCURRENCY);
      const freed = await Promise.all(
        leftovers.map((name) =>
          limit(async () => {
            const info = await stat(path.join(folder, name)).catch(() => null);
            if (!info?.isFile() || info.mtimeMs >= before) return 0;
            await rm(path.join(folder, name), { force: true });
            return info.size;
          }),
        ),
      );
      return freed.reduce((sum, bytes) => sum + bytes, 0);
    },
  };
}
