/**
 * What `npm run doctor` reports: one result per checked item, ✔ (ok), ⚠ (warn: the site builds, but
 * probably not as the owner wants) or ✖ (fail: the build, or what it publishes, goes wrong), with the
 * fix for a ⚠ or ✖. A check is a function over the doctor's context (context.ts) that returns its
 * results in the order they are printed; some give one line, some several, some none (nothing to
 * check: no GitLab configured, the demo).
 */
import type { DoctorContext } from './context';

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  readonly status: CheckStatus;
  /** What was checked: "Settings", "GitHub user octo-dev", the GitHub token's variable, "Feed <url>". */
  readonly item: string;
  /** What was found. Texts from an API or a feed only ever arrive here through safeText.ts. */
  readonly detail: string;
  /**
   * What to do about a ⚠ or ✖. Absent where the detail already is the fix: the settings' own
   * messages (ConfigError, ResumeError) name the variable, the problem and the fix in one sentence.
   */
  readonly fix?: string;
}

export type Check = (context: DoctorContext) => Promise<readonly CheckResult[]>;

export const ok = (item: string, detail: string): CheckResult => ({ status: 'ok', item, detail });

export const warn = (item: string, detail: string, fix?: string): CheckResult => ({
  status: 'warn',
  item,
  detail,
  ...(fix ? { fix } : {}),
});

export const fail = (item: string, detail: string, fix?: string): CheckResult => ({
  status: 'fail',
  item,
  detail,
  ...(fix ? { fix } : {}),
});

export const SYMBOLS: Readonly<Record<CheckStatus, string>> = { ok: '✔', warn: '⚠', fail: '✖' };
