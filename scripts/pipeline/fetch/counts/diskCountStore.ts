/**
 * The build's count store: what earlier builds counted, beside the HTTP cache in the cache folder (apiCacheDir)
 * (<cacheDir>/counts/<hash>.json), one file per GitHub instance and username, so that neither ever
 * reads another's. Written whole and then renamed: a build killed halfway leaves the previous file.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CountStore } from '../../../../src/data/parts/countStore';
import { decodeCountFile, encodeCountFile, normalizedOwner, type CountOwner } from './countFile';

export function countFilePath(cacheDir: string, owner: CountOwner): string {
  const { githubApiUrl, username } = normalizedOwner(owner);
  const hash = createHash('sha256').update(`${githubApiUrl}\n${username}`).digest('hex');
  return path.join(cacheDir, 'counts', `${hash.slice(0, 32)}.json`);
}

export interface DiskCountStoreOptions extends CountOwner {
  readonly cacheDir: string;
  /** A file that was there but could not be read: the build says so, and counts afresh. */
  readonly onWarning?: (line: string) => void;
}

export function createDiskCountStore({
  cacheDir,
  onWarning,
  ...owner
}: DiskCountStoreOptions): CountStore {
  const file = countFilePath(cacheDir, owner);
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
        throw error;
      }
      const records = decodeCountFile(text, owner);
      if (!records) {
        onWarning?.(
          `The counts of earlier builds in ${file} are unreadable; counting every branch again`,
        );
        return new Map();
      }
      return records;
    },
    async save(records) {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(temporary, encodeCountFile(owner, records));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
