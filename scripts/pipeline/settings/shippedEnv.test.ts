/**
 * @jest-environment node
 *
 * The .env upstream ships: comments only (what goes there, `npm run setup`, where every setting is
 * described), shipped once and never changed, so that an owner's edits never conflict with an update.
 * An owner's own .env (one with a setting in it) is theirs, and no test's business.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { parseConfig } from '../../../src/config/parseConfig';
import { updateEnvText } from '../../setup/envFile';
import { SHIPPED } from '../../../test/support/shippedEnv';
import { CODE_ROOT, OWNER_FILES } from './ownerFiles';

const hasSettings = (text: string) => Object.keys(parseDotenv(text)).length > 0;

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: CODE_ROOT, encoding: 'utf8' }).trim();

/** The commits since upstream last added .env, that one first; null outside a git checkout. */
function dotEnvHistory(): string[] | null {
  if (!existsSync(path.join(CODE_ROOT, '.git'))) return null;
  const [added] = git('log', '--diff-filter=A', '--format=%H', '-1', '--', OWNER_FILES.settings)
    .split('\n')
    .filter(Boolean);
  if (!added) return null;
  const later = git('log', '--reverse', '--format=%H', `${added}..HEAD`, '--', OWNER_FILES.settings)
    .split('\n')
    .filter(Boolean);
  return [added, ...later];
}

describe('the .env upstream ships', () => {
  it('holds comments only, says what goes there, names npm run setup and the settings page, and gives the demo', () => {
    expect(hasSettings(SHIPPED)).toBe(false);
    expect(SHIPPED).toContain('npm run setup');
    expect(SHIPPED).toContain('docs/settings.md');
    expect(existsSync(path.join(CODE_ROOT, 'docs/settings.md'))).toBe(true);
    expect(SHIPPED).toMatch(/never put a token in it/);
    expect(parseConfig(parseDotenv(SHIPPED)).demo).toBe(true);
  });

  it('takes npm run setup’s settings below its comments, every comment kept', () => {
    const written = updateEnvText(SHIPPED, { REACT_APP_GITHUB_USERNAME: 'jane-fork' });
    expect(written.startsWith(SHIPPED)).toBe(true);
    expect(parseDotenv(written)).toEqual({ REACT_APP_GITHUB_USERNAME: 'jane-fork' });
    expect(parseConfig(parseDotenv(written)).demo).toBe(false);
  });

  it('is at the top level as shipped, unless the owner wrote settings into it', () => {
    const text = readFileSync(path.join(CODE_ROOT, OWNER_FILES.settings), 'utf8');
    // An owner's .env: not upstream's text any more, and not this test's to judge.
    if (!hasSettings(text)) expect(text).toBe(SHIPPED);
  });

  const history = dotEnvHistory();
  (history ? it : it.skip)(
    'was added with that text, and no commit since changed it without writing a setting (an owner’s)',
    () => {
      const [added, ...later] = history ?? [];
      expect(git('show', `${added}:.env`)).toBe(SHIPPED.trimEnd());
      for (const commit of later) {
        // A commit that deleted it fails here: a deleted .env is a conflict for every owner's fork.
        const text = git('show', `${commit}:.env`);
        if (!hasSettings(text)) expect([commit, text]).toEqual([commit, SHIPPED.trimEnd()]);
      }
    },
  );
});
