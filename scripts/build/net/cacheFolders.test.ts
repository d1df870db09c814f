import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listTree, removeEmptyFolders } from './cacheFolders';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portfolio-cache-folders-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Creates each path under the root: a folder when it ends with '/', else a file. */
function layout(...paths: string[]) {
  for (const relative of paths) {
    const full = path.join(root, relative);
    if (relative.endsWith('/')) mkdirSync(full, { recursive: true });
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, relative);
    }
  }
}

/** What is under the root, relative and sorted, folders ending with '/'. */
function contents(): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      return entry.isDirectory() ? `${relative}/` : relative;
    })
    .sort();
}

describe('listTree', () => {
  it('lists the files and folders under the root, with absolute paths', async () => {
    layout('a/b/file', 'a/c/');
    const tree = await listTree(root);
    expect([...tree.files]).toEqual([path.join(root, 'a/b/file')]);
    expect([...tree.folders].sort()).toEqual(['a', 'a/b', 'a/c'].map((f) => path.join(root, f)));
  });

  it('gives an empty tree for a folder that does not exist yet', async () => {
    await expect(listTree(path.join(root, 'missing'))).resolves.toEqual({ files: [], folders: [] });
  });
});

describe('removeEmptyFolders', () => {
  it('removes the folders without a file, nested ones included, and keeps the others', async () => {
    layout('ab/cd/entry', 'ab/ef/', 'gh/ij/', 'gh/kl/');
    await expect(removeEmptyFolders(root, await listTree(root))).resolves.toBe(4);
    expect(contents()).toEqual(['ab/', 'ab/cd/', 'ab/cd/entry']);
  });

  it('counts the files it is told are removed as gone', async () => {
    layout('ab/cd/old', 'ab/cd/new', 'gh/ij/old');
    const tree = await listTree(root);
    rmSync(path.join(root, 'ab/cd/old'));
    rmSync(path.join(root, 'gh/ij/old'));
    const removed = new Set(['ab/cd/old', 'gh/ij/old'].map((f) => path.join(root, f)));
    await expect(removeEmptyFolders(root, tree, removed)).resolves.toBe(2);
    expect(contents()).toEqual(['ab/', 'ab/cd/', 'ab/cd/new']);
  });

  it('leaves a folder another writer filled since the listing', async () => {
    layout('ab/cd/');
    const tree = await listTree(root);
    layout('ab/cd/written-meanwhile');
    await expect(removeEmptyFolders(root, tree)).resolves.toBe(0);
    expect(contents()).toEqual(['ab/', 'ab/cd/', 'ab/cd/written-meanwhile']);
  });

  it('never removes the root itself', async () => {
    await expect(removeEmptyFolders(root, await listTree(root))).resolves.toBe(0);
    expect(readdirSync(root)).toEqual([]);
  });
});
