/**
 * Where the build's HTTP cache keeps its answers: one folder, two files a request, named after the
 * SHA-256 of its key: `<id>.json` (the key, the metadata, the body's digest and size) and `<id>.body`.
 * A store of its own rather than a library's: the cache needs get, put, a metadata update and a
 * listing, and pruning a library's store meant reading its private on-disk format.
 *
 * Every file is written beside its place and renamed into it, so a reader sees the old file or the new
 * one, never half of either. A body whose digest is not the one its entry names (a build stopped
 * between the two renames) reads as no answer: the request is simply sent again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Removes a key's files; the bytes of the body it removed (0 when there was none). */
  remove(key: string): Promise<number>;
  removeById(id: string): Promise<number>;
  /** The ids of every entry file. */
  ids(): Promise<string[]>;
  /** An entry read by its id; null when there is none or it cannot be read as one. */
  entryById(id: string): Promise<StoredEntry<M> | null>;
  /**
   * Removes what no entry stands for, left before `before` (the file system's clock): a body without
   * its entry, a temporary file of a write that never finished. Newer ones may be another step's write
   * in progress. Returns the bytes freed.
   */
  sweep(before: number): Promise<number>;
}

const ENTRY = '.json';
const BODY = '.body';
const TEMPORARY = '.tmp';

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
  let ready: Promise<unknown> | null = null;
  const file = (id: string, extension: string) => path.join(folder, `${id}${extension}`);
  const idOf = (key: string) => sha256(key);

  async function replace(target: string, data: string | Buffer): Promise<void> {
    ready ??= mkdir(folder, { recursive: true });
    await ready;
    const temporary = `${target}.${randomUUID().slice(0, 8)}${TEMPORARY}`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      // The folder was removed meanwhile (a test, an owner clearing the cache): made again next time.
      ready = null;
      throw error;
    }
  }

  async function readEntry(id: string): Promise<StoredEntry<M> | null> {
    let text: string;
    try {
      text = await readFile(file(id, ENTRY), 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const value: unknown = JSON.parse(text);
      return isEntry(value) ? (value as StoredEntry<M>) : null;
    } catch {
      return null;
    }
  }

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
        body = await readFile(file(id, BODY));
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
      await replace(file(id, BODY), body);
      await replace(file(id, ENTRY), JSON.stringify(entry));
    },
    async note(entry, metadata) {
      await replace(file(idOf(entry.key), ENTRY), JSON.stringify({ ...entry, metadata }));
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
        (name) =>
          name.endsWith(TEMPORARY) ||
          (name.endsWith(BODY) && !entries.has(`${name.slice(0, -BODY.length)}${ENTRY}`)),
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
