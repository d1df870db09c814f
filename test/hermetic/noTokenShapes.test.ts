/**
 * @jest-environment node
 *
 * No committed code, test or doc holds a string shaped like a GitHub or GitLab token, not even a fake
 * one: the fakes are written so that no scanner can take them for real (`glpat-FAKE.name.not.real`),
 * and a test that needs a token-shaped string joins it at run time. Only the project's own folders
 * are read, never the owner's files at the root (.env.local may hold their real token).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TOKEN_SHAPES } from '../../scripts/pipeline/secret-scan/secretScan';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'scripts', 'mock', 'test', 'e2e', 'docs', '.ci', '.github'];
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html)$|^(?:run|fork-check)$/;

function textFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('finds no token-shaped string in the project’s files', () => {
  const found = FOLDERS.flatMap(textFiles).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return TOKEN_SHAPES.flatMap(({ kind, pattern }) =>
      [...text.matchAll(pattern)].map(() => `${path.relative(ROOT, file)}: ${kind}`),
    );
  });
  expect(found).toEqual([]);
});
