import { SETTING_NAMES } from '../../../src/config/settingNames';
import { parseConfig } from '../../../src/config/parseConfig';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildPath,
  clientEnv,
  ConfigError,
  loadEnvFiles,
  readBuildSecrets,
  readEnvFiles,
  readResumesOrStop,
  ROOT,
} from './env';

const secrets = {
  GITHUB_TOKEN: 'ghp_buildtime',
  GITLAB_TOKEN: 'glpat-buildtime',
  REACT_APP_GITHUB_TOKEN_CIPHER: 'Y2lwaGVy',
  REACT_APP_GITHUB_TOKEN_KEY: btoa('k'.repeat(32)),
  REACT_APP_GITHUB_TOKEN_IV: btoa('i'.repeat(12)),
  REACT_APP_GITLAB_TOKEN: 'glpat-plain',
};

describe('clientEnv', () => {
  // The page reads only NODE_ENV and the base path from process.env (test/architecture's
  // pageReads.test.ts checks the page's code); every setting reaches it parsed, as PORTFOLIO_CONFIG.
  it('gives the page NODE_ENV and the base path, and no setting variable', () => {
    const env = {
      ...secrets,
      REACT_APP_GITHUB_USERNAME: 'octo-dev',
      NODE_ENV: 'production',
      HOME: '/root',
    };
    expect(clientEnv(parseConfig(env), env)).toEqual({
      NODE_ENV: 'production',
      PUBLIC_URL: '/portfolio',
    });
  });

  it('gives no token variable in live mode either: the page decrypts config.liveTokens', () => {
    const env = { ...secrets, REACT_APP_GITHUB_USERNAME: 'octo-dev', REACT_APP_DATA_MODE: 'live' };
    const config = parseConfig({ ...env, REACT_APP_GITLAB_TOKEN: '' });
    expect(Object.keys(clientEnv(config, env))).toEqual(['NODE_ENV', 'PUBLIC_URL']);
    expect(config.liveTokens?.github?.cipher).toBe('Y2lwaGVy');
  });
});

describe('readBuildSecrets', () => {
  it('reads GITHUB_TOKEN and GITLAB_TOKEN, falling back to REACT_APP_GITLAB_TOKEN', () => {
    expect(readBuildSecrets(secrets)).toEqual({
      githubToken: 'ghp_buildtime',
      gitlabToken: 'glpat-buildtime',
      forgejoToken: null,
    });
    expect(readBuildSecrets({ REACT_APP_GITLAB_TOKEN: 'glpat-plain' })).toEqual({
      githubToken: null,
      gitlabToken: 'glpat-plain',
      forgejoToken: null,
    });
  });

  it('reads the Forgejo token, which has no page variable to fall back on', () => {
    expect(readBuildSecrets({ [SETTING_NAMES.forgejoToken]: ' 0123abcd ' })).toMatchObject({
      forgejoToken: '0123abcd',
    });
  });

  it('refuses a token with spaces, naming the variable without echoing it', () => {
    expect(() => readBuildSecrets({ GITHUB_TOKEN: 'token ghp_x' })).toThrow(ConfigError);
    expect(() => readBuildSecrets({ GITHUB_TOKEN: 'token ghp_x' })).toThrow(
      /^GITHUB_TOKEN contains spaces or line breaks\. Paste the token alone/,
    );
    // Where tokens live, as the README says: never in the committed .env.
    expect(() => readBuildSecrets({ GITLAB_TOKEN: 'glpat-x\nlabel' })).toThrow(
      "Tokens are secrets: keep it in the repository's Actions secrets, or in .env.local for a local build, never in .env.",
    );
  });
});

describe('buildPath', () => {
  it('is build/ unless BUILD_PATH says otherwise', () => {
    expect(buildPath({})).toBe(`${ROOT}/build`);
    expect(buildPath({ BUILD_PATH: '/tmp/site' })).toBe('/tmp/site');
  });
});

describe('readResumesOrStop', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portfolio-resumes-'));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  const resume = (label: string) => JSON.stringify({ basics: { name: 'Ada', label } });

  it('gives each language its resume.<language>.json, else the resume itself', () => {
    const file = path.join(dir, 'resume.json');
    writeFileSync(file, resume('Backend developer'));
    writeFileSync(path.join(dir, 'resume.de.json'), resume('Backend-Entwicklerin'));
    const config = parseConfig({
      REACT_APP_GITHUB_USERNAME: 'ada',
      REACT_APP_LANGUAGES: 'en,de,fr',
    });
    const resumes = readResumesOrStop(config, { RESUME_PATH: file });
    expect(resumes.en?.basics.label).toBe('Backend developer');
    expect(resumes.de?.basics.label).toBe('Backend-Entwicklerin');
    expect(resumes.fr?.basics.label).toBe('Backend developer');
    // What each is written in: its own file's language, else the site's first.
    expect([resumes.en?.language, resumes.de?.language, resumes.fr?.language]).toEqual([
      'en',
      'de',
      'en',
    ]);
  });

  it('knows the resume.json of a site whose first language is German as German, the demo’s as English', () => {
    const file = path.join(dir, 'resume.json');
    writeFileSync(file, resume('Backend-Entwicklerin'));
    const german = parseConfig({ REACT_APP_GITHUB_USERNAME: 'ada', REACT_APP_LANGUAGES: 'de,en' });
    expect(readResumesOrStop(german, { RESUME_PATH: file }).en?.language).toBe('de');
    // A file named for its language is that language, whatever the site's first.
    const named = path.join(dir, 'cv.de.json');
    writeFileSync(named, resume('Backend-Entwicklerin'));
    const english = parseConfig({ REACT_APP_GITHUB_USERNAME: 'ada', REACT_APP_LANGUAGES: 'en,de' });
    expect(readResumesOrStop(english, { RESUME_PATH: named }).en?.language).toBe('de');
    const demo = parseConfig({ REACT_APP_LANGUAGES: 'de,en' });
    const noOwnerFiles = mkdtempSync(path.join(tmpdir(), 'portfolio-owner-'));
    try {
      expect(readResumesOrStop(demo, { PORTFOLIO_OWNER_DIR: noOwnerFiles }).de?.language).toBe(
        'en',
      );
    } finally {
      rmSync(noOwnerFiles, { recursive: true, force: true });
    }
  });

  it("reads the owner's resume.json and resume.<language>.json from the owner's folder", () => {
    writeFileSync(path.join(dir, 'resume.json'), resume('Backend developer'));
    writeFileSync(path.join(dir, 'resume.de.json'), resume('Backend-Entwicklerin'));
    const config = parseConfig({ REACT_APP_GITHUB_USERNAME: 'ada', REACT_APP_LANGUAGES: 'en,de' });
    const resumes = readResumesOrStop(config, { PORTFOLIO_OWNER_DIR: dir });
    expect(resumes.en?.basics.label).toBe('Backend developer');
    expect(resumes.de?.basics.label).toBe('Backend-Entwicklerin');
  });
});

describe('loadEnvFiles', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portfolio-env-'));
    process.env = { PORTFOLIO_OWNER_DIR: dir, NODE_ENV: 'test' };
  });
  afterEach(() => {
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops on an accent colour that .env reads as a comment, saying to quote it', () => {
    writeFileSync(path.join(dir, '.env'), 'REACT_APP_ACCENT_COLOR=#0b7285\n');
    expect(() => loadEnvFiles('production')).toThrow(ConfigError);
    expect(() => loadEnvFiles('production')).toThrow(
      /^REACT_APP_ACCENT_COLOR is empty: in \.env an unquoted value that starts with # is read as a comment\. Write it in quotes: REACT_APP_ACCENT_COLOR="#0b7285"\./,
    );
  });

  it('reads a quoted one', () => {
    writeFileSync(path.join(dir, '.env'), 'REACT_APP_ACCENT_COLOR="#0b7285"\n');
    loadEnvFiles('production');
    expect(process.env.REACT_APP_ACCENT_COLOR).toBe('#0b7285');
  });
});

describe('readEnvFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portfolio-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the owner's files under the command's environment in a new object, leaving process.env alone", () => {
    writeFileSync(
      path.join(dir, '.env'),
      'REACT_APP_NAME=from .env\nREACT_APP_ROLE=from .env\nA=.env\n',
    );
    writeFileSync(path.join(dir, '.env.local'), 'REACT_APP_ROLE=from .env.local\nA=.env.local\n');
    const before = { ...process.env };
    const base = { PORTFOLIO_OWNER_DIR: dir, A: 'the command' };
    expect(readEnvFiles('production', base)).toEqual({
      PORTFOLIO_OWNER_DIR: dir,
      NODE_ENV: 'production',
      A: 'the command',
      REACT_APP_ROLE: 'from .env.local',
      REACT_APP_NAME: 'from .env',
    });
    expect(base).toEqual({ PORTFOLIO_OWNER_DIR: dir, A: 'the command' });
    expect(process.env).toEqual(before);
  });
});
