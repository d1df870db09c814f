/**
 * @jest-environment node
 *
 * Tests test the code, not the owner's content: whatever the shell that runs jest sets (REACT_APP_*,
 * tokens, RESUME_*, PUBLIC_URL) and whatever owner files the working tree holds (.env, resume.json,
 * public/cv.pdf, tech-stack.json), the suite's settings are the same. `.ci/fork-check` runs the whole
 * suite that way, in a copy of the repository set up as an owner's fork, offline.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readConfigOrStop, readResumesOrStop } from '../../scripts/pipeline/settings/env';
import { ownerRoot } from '../../scripts/pipeline/settings/ownerFiles';
import { hermeticEnv, isOwnerVariable } from '../../scripts/lib/cli/childEnv';
import { parseConfig } from '../../src/config/parseConfig';

const ROOT = path.resolve(__dirname, '../..');

/** Settings someone else's shell may hold: none may change a test. */
export const HOSTILE_ENV = {
  REACT_APP_GITHUB_USERNAME: 'shell-user',
  REACT_APP_GITHUB_API_URL: 'http://127.0.0.1:9',
  REACT_APP_DATA_MODE: 'live',
  REACT_APP_LANGUAGE: 'ja',
  REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/shell-user',
  REACT_APP_GITLAB_TOKEN: 'glpat-FAKE.shell.not.a.real.token',
  GITHUB_TOKEN: 'ghp_FAKE-shell-not-a-real-token',
  GITLAB_TOKEN: 'glpat-FAKE.shell2.not.a.real.token',
  RESUME_PATH: '/nonexistent/resume.json',
  RESUME_SHOW_PHONE: 'maybe',
  PUBLIC_URL: 'https://shell.example/elsewhere',
  BUILD_PATH: '/nonexistent/build',
  PORTFOLIO_CACHE_DIR: '/nonexistent/cache',
};

describe('the test suite is hermetic', () => {
  it("gives the page the demo's settings, whatever the shell says", async () => {
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/jest'),
      ['--showConfig'],
      { cwd: ROOT, env: hermeticEnv(HOSTILE_ENV), maxBuffer: 16 * 1024 * 1024 },
    );
    const shown = JSON.parse(stdout) as {
      configs: { globals: { PORTFOLIO_CONFIG: unknown } }[];
    };
    expect(shown.configs[0]?.globals.PORTFOLIO_CONFIG).toEqual(
      JSON.parse(JSON.stringify(parseConfig({}))),
    );
  }, 60_000);

  it("lets a test see none of the shell's owner settings, and an empty owner folder", () => {
    expect(Object.keys(process.env).filter(isOwnerVariable)).toEqual(['PORTFOLIO_OWNER_DIR']);
    expect(ownerRoot()).not.toBe(ROOT);
    expect(readdirSync(ownerRoot())).toEqual([]);
  });

  it("reads the demo's settings and resume where a test forgets to name its own", () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = readConfigOrStop();
    expect(config).toEqual(parseConfig({}));
    expect(readResumesOrStop(config).en?.basics.name).toBe('Jordan Doe');
  });

  it.each(Object.keys(HOSTILE_ENV))('counts %s as an owner setting', (name) => {
    expect(isOwnerVariable(name)).toBe(true);
  });

  it.each(['PATH', 'HOME', 'CHROMIUM_PATH', 'NODE_ENV', 'CI'])(
    'keeps %s, a setting of the machine',
    (name) => expect(isOwnerVariable(name)).toBe(false),
  );
});
