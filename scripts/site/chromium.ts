/**
 * The one browser of the project's tools (e2e, screenshots, bench): Debian's Chromium, or the one
 * CHROMIUM_PATH names; never a downloaded browser.
 */

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
