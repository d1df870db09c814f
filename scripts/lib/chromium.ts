/**
 * The one browser of the project's tools (e2e, screenshots, bench) and of the build's CV: Debian's
 * Chromium, or the one the chromiumPath setting names; never a downloaded browser. Every launcher starts it here,
 * with its sandbox where it can have one (launchHeadlessChromium, noSandboxFlags).
 */
import { accessSync, constants, statSync } from 'node:fs';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { readSetting, SETTINGS, settingText } from '../../src/config/settingsTable';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the setting's default. */
const DEFAULT_CHROMIUM_PATH = SETTINGS.chromiumPath.default;

/** The chromiumPath setting, read with the table's schema: Debian's Chromium when unset. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return readSetting(env, 'chromiumPath');
}

/**
 * Headless switches every launcher adds. Without the background-networking ones Chromium keeps calling
 * Google services, which on a closed network means retries that compete with the page for the CPU.
 * Not `--no-sandbox`: that is decided per machine (withSandbox).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
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
 * Where `npm run build` may find a browser to print the CV with when the chromiumPath setting is unset: Debian's
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
  const named = settingText(env, 'chromiumPath');
  if (named !== null) {
    return exists(named)
      ? { path: named }
      : { missing: `${SETTING_NAMES.chromiumPath}=${named} is not an executable file` };
  }
  const found = BUILD_BROWSER_CANDIDATES.find(exists);
  return found
    ? { path: found }
    : {
        missing: `no Chromium at ${BUILD_BROWSER_CANDIDATES.join(', ')} and ${SETTING_NAMES.chromiumPath} is unset`,
      };
}

/**
 * Why Chromium could not start its sandbox, from what the failed launch said (Chromium's own messages,
 * and Playwright's summary of them); null for any other failure, which no retry without the sandbox
 * would mend. The sandbox needs either unprivileged user namespaces or the setuid helper, and refuses
 * to run as root (https://chromium.googlesource.com/chromium/src/+/main/docs/linux/sandboxing.md).
 */
export function sandboxFailure(message: string): string | null {
  if (/Running as root without --no-sandbox is not supported/.test(message)) {
    return 'it runs as root, where Chromium refuses its sandbox';
  }
  if (/No usable sandbox!/.test(message)) {
    return 'no usable sandbox: no user namespaces, and no setuid sandbox helper';
  }
  if (/\bsuid sandbox helper\b|\bsetuid sandbox\b/i.test(message)) {
    return 'the setuid sandbox helper is not set up';
  }
  if (/Failed to move to new namespace|CLONE_NEWUSER/.test(message)) {
    return 'user namespaces are not available';
  }
  if (/Chromium sandboxing failed/.test(message)) return 'the sandbox did not start';
  return null;
}

/** The log's one line when Chromium runs without its sandbox. */
export function noSandboxLine(executablePath: string, reason: string): string {
  return (
    `Chromium (${executablePath}) runs without its sandbox (--no-sandbox): ${reason}. ` +
    'It keeps the sandbox where it can start one, e.g. as a regular user with user namespaces.'
  );
}

/**
 * Per browser, why it cannot have its sandbox on this machine, once a launch found out: the next
 * launches of the process go without it at once (one failed launch per process, about 0.15 s).
 */
const noSandboxReasons = new Map<string, string>();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Launches with the sandbox first; only when that fails for a sandbox reason (sandboxFailure), again
 * without it, and says so in one line. Every other failure is thrown as it came.
 */
export async function withSandbox<T>(
  executablePath: string,
  launch: (sandbox: boolean) => Promise<T>,
  log: (line: string) => void = (line) => console.log(line),
): Promise<T> {
  if (noSandboxReasons.has(executablePath)) return launch(false);
  try {
    return await launch(true);
  } catch (error) {
    const reason = sandboxFailure(messageOf(error));
    if (reason === null) throw error;
    noSandboxReasons.set(executablePath, reason);
    log(noSandboxLine(executablePath, reason));
    return launch(false);
  }
}

/**
 * Headless Chromium through Playwright, sandboxed where it can be. Playwright adds `--no-sandbox`
 * itself unless told `chromiumSandbox: true`: the option carries the decision.
 */
export function launchHeadlessChromium(
  executablePath: string = chromiumPath(),
  log?: (line: string) => void,
): Promise<Browser> {
  return withSandbox(
    executablePath,
    (sandbox) =>
      chromium.launch({
        executablePath,
        headless: true,
        chromiumSandbox: sandbox,
        args: [...CHROMIUM_FLAGS],
      }),
    log,
  );
}

/**
 * For a launcher that does not tell why Chromium exited (chrome-launcher only sees its port stay
 * closed): `--no-sandbox` when this machine needs it, found by one launch through Playwright first.
 */
export async function noSandboxFlags(
  executablePath: string,
  log?: (line: string) => void,
): Promise<string[]> {
  if (!noSandboxReasons.has(executablePath)) {
    const browser = await launchHeadlessChromium(executablePath, log);
    await browser.close();
  }
  return noSandboxReasons.has(executablePath) ? ['--no-sandbox'] : [];
}
