/**
 * Check 7: the site's address setting (publicUrl) against the site's real address, when the doctor can know it: the --pages-url
 * option, else (in GitHub Actions) the repository's default GitHub Pages address from
 * GITHUB_REPOSITORY: https://<owner>.github.io/<name>/, or https://<owner>.github.io/ for the
 * repository named <owner>.github.io. The Pages workflow passes the real address as that setting, so
 * there a difference is rare; a local build or `npm run deploy` made for another path loads no script
 * on the real site. A custom domain cannot be known from the repository's name: it is not compared.
 */
import { ConfigError } from '../../src/config/configError';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { SETTINGS, settingText } from '../../src/config/settingsTable';
import { parsePublicUrl, type SiteLocation } from '../pipeline/settings/publicUrl';
import { ok, warn, type Check } from './checkResult';
import type { DoctorEnv } from './context';
import { trimEndChar } from '../../src/lib/text';

const ITEM = SETTING_NAMES.publicUrl;
const GITHUB_SERVER = 'https://github.com';
/** GitHub's rules for an account's login and a repository's name. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** A full http(s) address as `https://host/path/` (trailing slash), or null for anything else. */
export function parsePagesUrl(value: string): string | null {
  const raw = value.trim();
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    return parsePublicUrl(raw).siteUrl;
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
}

/** The default GitHub Pages address of `owner/name` on github.com, or null when it is not one. */
export function defaultPagesUrl(repository: string): string | null {
  const [owner = '', name = '', ...rest] = repository.trim().split('/');
  if (rest.length > 0 || !OWNER.test(owner) || !NAME.test(name)) return null;
  const host = `${owner.toLowerCase()}.github.io`;
  return name.toLowerCase() === host ? `https://${host}/` : `https://${host}/${name}/`;
}

interface Expected {
  readonly location: SiteLocation & { readonly siteUrl: string };
  /** Where the address comes from, for the line. */
  readonly source: string;
  /** From the repository's name: a custom domain may serve the site instead. */
  readonly guessed: boolean;
}

function expectedAddress(env: DoctorEnv, pagesUrl: string | null): Expected | null {
  const fromOption = pagesUrl ?? null;
  const repository = env.GITHUB_REPOSITORY?.trim();
  const server = trimEndChar(env.GITHUB_SERVER_URL?.trim() ?? '', '/') || GITHUB_SERVER;
  const url =
    fromOption ??
    (repository && server.toLowerCase() === GITHUB_SERVER ? defaultPagesUrl(repository) : null);
  if (!url) return null;
  const location = parsePublicUrl(url);
  if (location.siteUrl === null) return null;
  return {
    location: { ...location, siteUrl: location.siteUrl },
    source: fromOption ? '--pages-url' : `the default address of ${repository ?? ''}`,
    guessed: !fromOption,
  };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const pagesUrlCheck: Check = ({ settings, env, pagesUrl }) => {
  const { location } = settings;
  // An address setting that does not parse is the settings check's ✖.
  if (!location) return Promise.resolve([]);
  const shown = settingText(env, 'publicUrl') ?? `${SETTINGS.publicUrl.defaultText} (the default)`;
  const expected = expectedAddress(env, pagesUrl);
  if (!expected) {
    return Promise.resolve([
      ok(
        ITEM,
        `${shown}: cannot check outside GitHub Actions (pass --pages-url <address> to compare)`,
      ),
    ]);
  }
  const real = expected.location;
  const path = real.basePath || '/';
  const fix =
    `Set ${SETTING_NAMES.publicUrl}=${path} in .env (or the full address ${real.siteUrl}). ` +
    'The Pages workflow passes the real address itself; a local build or npm run deploy uses .env.';
  if (location.siteUrl !== null) {
    if (same(location.siteUrl, real.siteUrl)) {
      return Promise.resolve([ok(ITEM, `${location.siteUrl} is ${expected.source}`)]);
    }
    const host = new URL(location.siteUrl).hostname;
    if (expected.guessed && !host.endsWith('.github.io')) {
      return Promise.resolve([
        ok(
          ITEM,
          `${location.siteUrl}: a custom domain (not compared with ${expected.source}, ${real.siteUrl})`,
        ),
      ]);
    }
    return Promise.resolve([
      warn(
        ITEM,
        `${location.siteUrl} is not the site's address (${real.siteUrl}, ${expected.source})`,
        fix,
      ),
    ]);
  }
  if (same(location.basePath, real.basePath)) {
    return Promise.resolve([
      ok(ITEM, `${shown}: the path of ${real.siteUrl} (${expected.source})`),
    ]);
  }
  return Promise.resolve([
    warn(
      ITEM,
      `${shown} differs from the path of the site's address ${real.siteUrl} (${expected.source})`,
      fix,
    ),
  ]);
};
