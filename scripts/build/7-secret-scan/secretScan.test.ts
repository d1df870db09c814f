/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findSecrets, fragmentsOf, FRAGMENT_LENGTH } from './secretScan';

describe('findSecrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scan-'));
    mkdirSync(path.join(dir, 'static/js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<html>nothing here</html>');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const token = 'ghp_FAKE-scan-R4nd0mT0k3n-not-a-real-token';

  it('finds nothing in a clean tree', () => {
    writeFileSync(path.join(dir, 'static/js/main.js'), 'console.log("hello")');
    expect(findSecrets(dir, { GITHUB_TOKEN: token })).toEqual([]);
  });

  it('finds a whole token and a fragment of one, naming the variable and the file', () => {
    writeFileSync(path.join(dir, 'static/js/main.js'), `const t="${token}"`);
    writeFileSync(
      path.join(dir, 'static/js/1.chunk.js'),
      `x="${token.slice(10, 10 + FRAGMENT_LENGTH)}"`,
    );
    expect(findSecrets(dir, { GITHUB_TOKEN: token })).toEqual([
      { name: 'GITHUB_TOKEN', file: 'static/js/1.chunk.js' },
      { name: 'GITHUB_TOKEN', file: 'static/js/main.js' },
    ]);
  });

  it('ignores empty secrets', () => {
    expect(findSecrets(dir, { GITLAB_TOKEN: '' })).toEqual([]);
  });
});

describe('fragmentsOf', () => {
  it('is every window of the fragment length, or the whole of a short secret', () => {
    expect(fragmentsOf('short')).toEqual(['short']);
    expect(fragmentsOf('abcdefghijklm')).toEqual(['abcdefghijkl', 'bcdefghijklm']);
  });
});
