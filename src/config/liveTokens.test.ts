/** @jest-environment node */
import { IV_BYTES, KEY_BYTES } from '../lib/tokenCipher';
import { LIVE_TOKEN_VARIABLES, readLiveTokens, SECRET_NAME } from './liveTokens';
import { SETTING_LIST } from './settingsTable';

const base64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

/** The three lines `npm run encrypt-token -- <service> <token>` prints, fake but well formed. */
const encryptedLines = (service: 'GITHUB' | 'GITLAB') => ({
  [`REACT_APP_${service}_TOKEN_CIPHER`]: base64(48),
  [`REACT_APP_${service}_TOKEN_KEY`]: base64(KEY_BYTES),
  [`REACT_APP_${service}_TOKEN_IV`]: base64(IV_BYTES),
});

describe('SECRET_NAME', () => {
  it.each([
    // The words it always covered.
    'GITHUB_TOKEN',
    'REACT_APP_API_SECRET',
    'REACT_APP_DB_PASSWORD',
    'REACT_APP_GH_PAT',
    'PAT',
    // KEY, AUTH, CREDENTIAL and PRIVATE.
    'REACT_APP_API_KEY',
    'REACT_APP_APIKEY',
    'REACT_APP_MAPS_KEY_ID',
    'REACT_APP_SSH_KEYS',
    'REACT_APP_AUTH',
    'REACT_APP_BASIC_AUTH_HEADER',
    'REACT_APP_OAUTH_CLIENT',
    'REACT_APP_AUTHORIZATION',
    'REACT_APP_GCP_CREDENTIALS',
    'REACT_APP_CREDENTIAL',
    'REACT_APP_PRIVATE_KEY',
    'REACT_APP_PRIVATE',
    'react_app_api_key',
  ])('takes %s for a secret', (name) => {
    expect(SECRET_NAME.test(name)).toBe(true);
  });

  it.each([
    'REACT_APP_KEYWORDS',
    'REACT_APP_KEYBOARD_HINTS',
    'REACT_APP_AUTHOR',
    'REACT_APP_AUTHORS',
    'REACT_APP_AUTHOR_NAME',
    'REACT_APP_COAUTHORS',
    'REACT_APP_PATH',
    'REACT_APP_SPATIAL',
    'REACT_APP_COMPATIBILITY',
  ])('leaves %s alone: the short words count only as words', (name) => {
    expect(SECRET_NAME.test(name)).toBe(false);
  });

  it('takes every secret of the settings table for one, and no other setting', () => {
    const wrong = SETTING_LIST.filter(
      (setting) => SECRET_NAME.test(setting.name) !== (setting.kind === 'secret'),
    );
    expect(wrong.map((setting) => setting.name)).toEqual([]);
  });

  it('covers every variable live mode may embed (they are allowed by name, not by look)', () => {
    expect(LIVE_TOKEN_VARIABLES.filter((name) => !SECRET_NAME.test(name))).toEqual([]);
  });
});

describe('readLiveTokens with the widened names', () => {
  it('still reads the encrypted lines of both services, their _KEY and _IV included', () => {
    const tokens = readLiveTokens({ ...encryptedLines('GITHUB'), ...encryptedLines('GITLAB') });
    expect(tokens.github).toEqual({
      cipher: base64(48),
      key: base64(KEY_BYTES),
      iv: base64(IV_BYTES),
    });
    expect(tokens.gitlab).toEqual(tokens.github);
  });

  it.each([
    'REACT_APP_API_KEY',
    'REACT_APP_AUTH',
    'REACT_APP_GITHUB_TOKEN',
    'REACT_APP_PRIVATE_KEY',
  ])('ignores %s: the page is never given a variable, so nothing of it is published', (name) => {
    const tokens = readLiveTokens({ ...encryptedLines('GITHUB'), [name]: 'ghp_plain' });
    expect(JSON.stringify(tokens)).not.toContain('ghp_plain');
    expect(tokens.github).toEqual(readLiveTokens(encryptedLines('GITHUB')).github);
  });

  it('lets a secret-looking name through when it is empty, and a plain setting always', () => {
    expect(() =>
      readLiveTokens({ REACT_APP_API_KEY: ' ', REACT_APP_KEYWORDS: 'typescript,go' }),
    ).not.toThrow();
  });
});
