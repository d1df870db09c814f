/**
 * The API cache's folders walked directly: cacache.ls and cacache.verify would do it, but they load
 * p-map by a dynamic import, which jest's module system refuses. cacache removes an entry's file and
 * leaves its folders: the answers a daily build drops (branches that moved, repositories no longer
 * shown) would leave one or two empty folders each, every day, and every later walk would read them.
 */
import type { Dirent } from 'node:fs';
import { readdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { createLimit } from '../../../src/lib/limit';

export interface FolderTree {
  /** Absolute paths of the files under the root. */
  readonly files: readonly string[];
  /** Absolute paths of the folders under the root (not the root itself). */
  readonly folders: readonly string[];
}

/** Folders read at once: readdir's own recursion reads them one after another. */
const LIST_CONCURRENCY = 16;

/** Everything under `root`; an empty tree when there is no such folder yet. */
export async function listTree(root: string): Promise<FolderTree> {
  const limit = createLimit(LIST_CONCURRENCY);
  const files: string[] = [];
  const folders: string[] = [];
  async function walk(folder: string): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await limit(() => readdir(folder, { withFileTypes: true }));
    } catch (error) {
      // Gone meanwhile (or never there): nothing under it.
      if ((error as { code?: string }).code === 'ENOENT') return;
      throw error;
    }
    await Promise.all(
      entries.map((entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isFile()) files.push(full);
        if (!entry.isDirectory()) return null;
        folders.push(full);
        return walk(full);
      }),
    );
  }
  await walk(root);
  return { files, folders };
}

/**
 * Removes the folders of `tree` that hold no file once `removed` are gone, deepest first; returns how
 * many went. A folder that is not empty after all (another step of the build wrote into it meanwhile)
 * stays: rmdir refuses it.
 */
export async function removeEmptyFolders(
  root: string,
  tree: FolderTree,
  removed: ReadonlySet<string> = new Set(),
): Promise<number> {
  const holding = new Set<string>();
  for (const file of tree.files) {
    if (removed.has(file)) continue;
    for (
      let folder = path.dirname(file);
      folder.length > root.length;
      folder = path.dirname(folder)
    ) {
      if (holding.has(folder)) break;
      holding.add(folder);
    }
  }
  const empty = tree.folders
    .filter((folder) => !holding.has(folder))
    .sort((a, b) => b.split(path.sep).length - a.split(path.sep).length);
  let count = 0;
  for (const folder of empty) {
    try {
      await rmdir(folder);
      count += 1;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw error;
    }
  }
  return count;
}
