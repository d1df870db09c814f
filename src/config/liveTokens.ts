import { IV_BYTES, KEY_BYTES, type EncryptedToken } from '../lib/tokenCipher';
import { ConfigError, type Env } from './configError';
import { LIVE_PAGE_VARIABLES, SETTINGS, type SettingId } from './settingsTable';

/** Tokens the page itself uses in live mode (never in snapshot builds: the build strips them). */
export interface LiveTokens {
  readonly github: EncryptedToken | null;
  /** GitLab may also be given as a plain token, as the specification allows. */
  readonly gitlab: EncryptedToken | string | null;
}

/**
 * Names that look like secrets: the secret scan refuses an output holding the value of one the page
 * was not given (the live-mode ones, LIVE_TOKEN_VARIABLES, are allowed by name), the setup never writes
 * them into the public .env, and the doctor keeps their values out of what it prints. TOKEN, SECRET, PASSWORD, CREDENTIAL and PRIVATE
 * anywhere in the name; the short words only where they stand as words, so that a setting such as
 * KEYWORDS or AUTHOR is not taken for one: PAT as a word, KEY or KEYS ending a
 * word (API_KEY, APIKEY, KEY_ID), AUTH anywhere but in AUTHOR or AUTHORS (AUTH, OAUTH_CLIENT,
 * AUTHORIZATION).
 */
export const SECRET_NAME =
  /TOKEN|SECRET|PASSWORD|CREDENTIAL|PRIVATE|(?:^|_)PAT(?:_|$)|KEYS?(?:_|$)|AUTH(?!ORS?(?:_|$))/i;

/** The only secret-looking variables live mode may embed in the page (the table's live-page ones). */
export const LIVE_TOKEN_VARIABLES: readonly string[] = LIVE_PAGE_VARIABLES;

/** Each service's three encrypted lines, as the table names them. */
const LINES = {
  github: { cipher: 'githubTokenCipher', key: 'githubTokenKey', iv: 'githubTokenIv' },
  gitlab: { cipher: 'gitlabTokenCipher', key: 'gitlabTokenKey', iv: 'gitlabTokenIv' },
} as const satisfies Record<string, Record<'cipher' | 'key' | 'iv', SettingId>>;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const ENCRYPT_HINT = (service: string) =>
  `Run \`npm run --silent encrypt-token -- ${service} <token>\` and paste all three printed lines into .env.local.`;

function decodedLength(text: string): number {
  return (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
}

function readEncrypted(env: Env, service: 'github' | 'gitlab'): EncryptedToken | null {
  const lines = LINES[service];
  const names = {
    cipher: SETTINGS[lines.cipher].name,
    key: SETTINGS[lines.key].name,
    iv: SETTINGS[lines.iv].name,
  };
  const values = {
    cipher: env[names.cipher]?.trim() ?? '',
    key: env[names.key]?.trim() ?? '',
    iv: env[names.iv]?.trim() ?? '',
  };
  const given = (Object.keys(names) as Array<keyof typeof names>).filter((part) => values[part]);
  if (given.length === 0) return null;

  const missing = (Object.keys(names) as Array<keyof typeof names>).find((part) => !values[part]);
  if (missing) {
    throw new ConfigError(
      names[missing],
      `is missing while ${given.map((part) => names[part]).join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
      ENCRYPT_HINT(service),
    );
  }
  const expectedBytes = { cipher: null, key: KEY_BYTES, iv: IV_BYTES } as const;
  for (const part of Object.keys(names) as Array<keyof typeof names>) {
    const value = values[part];
    const bytes = expectedBytes[part];
    if (value.length % 4 !== 0 || !BASE64.test(value)) {
      throw new ConfigError(names[part], 'is not base64 text', ENCRYPT_HINT(service));
    }
    if (bytes !== null && decodedLength(value) !== bytes) {
      throw new ConfigError(
        names[part],
        `must decode to ${bytes} bytes, not ${decodedLength(value)}`,
        ENCRYPT_HINT(service),
      );
    }
  }
  return values;
}

export function readLiveTokens(env: Env): LiveTokens {
  // Only these lines reach the page: it is given NODE_ENV, the base path and the parsed config, never
  // another variable, so another secret-looking REACT_APP_ one is ignored like any unknown variable
  // (the secret scan still refuses an output that holds its value).
  const gitlabEncrypted = readEncrypted(env, 'gitlab');
  const plain = SETTINGS.gitlabTokenPlain.name;
  const gitlabPlain = env[plain]?.trim() || null;
  if (gitlabEncrypted && gitlabPlain) {
    throw new ConfigError(
      plain,
      `is set together with ${SETTINGS.gitlabTokenCipher.name.replace(/_CIPHER$/, '')}_CIPHER/KEY/IV`,
      'Keep one of them: the encrypted lines, or the plain token.',
    );
  }
  return { github: readEncrypted(env, 'github'), gitlab: gitlabEncrypted ?? gitlabPlain };
}
