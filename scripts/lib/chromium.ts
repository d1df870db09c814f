/**
 * The one browser of the project's tools (e2e, screenshots, bench): Debian's Chromium, or the one
 * CHROMIUM_PATH names; never a downloaded browser.
 */
import { accessSync, constants, statSync } from 'node:fs';

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** CHROMIUM_PATH when set (and not blank), else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/**
 * Headless switches every launcher adds. Without the background-networking ones Chromium keeps calling
 * Google services, which on a closed network means retries that compete with the page for the CPU;
 * the sandbox needs privileges a container does not have.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

/** For launchers that do not make the browser headless themselves (chrome-launcher; playwright does). */
export const HEADLESS_FLAG = '--headless=new';

/**
 * Where `npm run build` may find a browser to print the CV with when CHROMIUM_PATH is unset: Debian's
 * Chromium, then Google Chrome as GitHub's Ubuntu runners have it. Not /usr/bin/chromium-browser:
 * on Ubuntu that is the snap's launcher, which does not run headless in a runner.
 */
const BUILD_BROWSER_CANDIDATES = [
  DEFAULT_CHROMIUM_PATH,
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
] as const;

/** The browser the build prints with, or why there is none (a sentence that names the fix). */
export type BuildBrowser =
  | { readonly path: string; readonly missing?: undefined }
  | { readonly path?: undefined; readonly missing: string };

/** An executable file: a browser that may be launched. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `exists` says whether a path is an executable file (the tests give theirs: they need no browser). */
export function buildBrowser(
  exists: (file: string) => boolean = isExecutable,
  env: NodeJS.ProcessEnv = process.env,
): BuildBrowser {
  const named = env.CHROMIUM_PATH?.trim();
  if (named) {
    return exists(named)
      ? { path: named }
      : { missing: `CHROMIUM_PATH=${named} is not an executable file` };
  }
  const found = BUILD_BROWSER_CANDIDATES.find(exists);
  return found
    ? { path: found }
    : {
        missing: `no Chromium at ${BUILD_BROWSER_CANDIDATES.join(', ')} and CHROMIUM_PATH is unset`,
      };
}
