/**
 * One Lighthouse run in a fresh headless Chromium: Debian's browser, never a downloaded one, and a new
 * profile each time so no run starts with another's cache or service worker.
 */
import { execFile } from 'node:child_process';
import { SETTING_NAMES } from '../../src/config/settingNames';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Config, Flags, Result } from 'lighthouse';
import { chromiumPath, CHROMIUM_FLAGS, HEADLESS_FLAG, noSandboxFlags } from '../lib/chromium';
import { BenchError } from './benchError';
import type { Preset } from './metrics';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The browser the bench uses (scripts/lib/chromium.ts, as for e2e and screenshots), checked first. */
export function benchChromium(): string {
  const chromium = chromiumPath();
  if (!existsSync(chromium)) {
    throw new BenchError(
      `Chromium not found at ${chromium}: install Debian's with \`sudo apt-get install -y chromium\`` +
        ` (or point ${SETTING_NAMES.chromiumPath} at a Chromium binary).`,
    );
  }
  return chromium;
}

export async function chromiumVersion(chromium: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(chromium, ['--version']);
    return stdout.trim();
  } catch (error) {
    throw new BenchError(`${chromium} --version failed: ${(error as Error).message}`);
  }
}

// Lighthouse and its configs are ES modules, and the scripts run as CommonJS under tsx: only a
// dynamic import() loads them.
const desktopConfig = async (): Promise<Config> =>
  (await import('lighthouse/core/config/desktop-config.js')).default;

export async function runLighthouse(
  url: string,
  preset: Preset,
  chromium: string,
): Promise<Result> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await launch({
    chromePath: chromium,
    chromeFlags: [HEADLESS_FLAG, ...CHROMIUM_FLAGS, ...(await noSandboxFlags(chromium))],
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    // The default config is Lighthouse's mobile run (Moto G Power, slow 4G, simulated throttling).
    const config = preset === 'desktop' ? await desktopConfig() : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
