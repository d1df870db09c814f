/**
 * The doctor's run: the settings read once, then every check of CHECKS (the order of the printout)
 * over one context, like a list of steps. The checks that wait on the network run at once; their
 * lines still come in the list's order. Every line passes redact() on its way out, and the checklist
 * goes to GITHUB_STEP_SUMMARY (the Pages workflow's job summary) when that is set.
 */
import { appendFileSync } from 'node:fs';
import { createBudget } from '../../src/services/transport/budget';
import type { TransportTuning } from '../../src/services/transport/createTransport';
import { MAX_FEED_BYTES } from '../pipeline/fetch/feeds/fetchOneFeed';
import { ownerUrlsOf } from '../pipeline/net/outboundFetch';
import { createUncachedHttp } from '../pipeline/net/uncachedHttp';
import { fail, type Check, type CheckResult } from './checkResult';
import { readDoctorSettings, secretValues, type DoctorContext, type DoctorEnv } from './context';
import { cvCheck } from './cvCheck';
import { feedsCheck } from './feedsCheck';
import { nodeCheck } from './nodeCheck';
import { githubChecks } from './githubChecks';
import { forgejoChecks } from './forgejoChecks';
import { gitlabChecks } from './gitlabChecks';
import { pagesUrlCheck } from './pagesUrlCheck';
import { countsLine, markdownSummary, resultLine } from './report';
import { resumeCheck } from './resumeCheck';
import { safeText } from '../pipeline/net/safeText';
import { redact } from './safeText';
import { sectionsCheck } from './sectionsCheck';
import { settingsCheck } from './settingsCheck';

/**
 * The most requests one run sends (retries not counted: each request is attempted at most as often as
 * its lane's policy allows, all within DOCTOR_BUDGET_MS). The checks stay well within it:
 *   GitHub ≤ 13: GET /user, GET /users/{username}, GET /orgs/{org}, ≤ MAX_ALLOWED_REPOS (8)
 *     GET /repos/{org}/{repo}, GET /user/orgs and GET /users/{username}/orgs;
 *   GitLab ≤ 7: GET /users?username=, and for each of at most two tokens (the build's, live mode's
 *     encrypted one) GET /user and two GET /projects?visibility=… probes;
 *   Forgejo ≤ 4: GET /users/{username}, and with a token GET /user and GET /users/{username}/orgs,
 *     and GET /users/{username}/heatmap;
 *   feeds ≤ MAX_FEEDS (5): one GET each.
 * 13 + 7 + 4 + 5 = 29.
 */
export const MAX_REQUESTS = 29;

/** The whole run's time: past it, requests in flight are cancelled and none is retried. */
export const DOCTOR_BUDGET_MS = 60_000;

/** The checks, in the order their lines are printed. */
export const CHECKS: readonly Check[] = [
  nodeCheck,
  settingsCheck,
  githubChecks,
  gitlabChecks,
  forgejoChecks,
  resumeCheck,
  sectionsCheck,
  feedsCheck,
  pagesUrlCheck,
  cvCheck,
];

export interface DoctorOptions {
  /** Every setting, the owner's .env files included (ownerEnv, or loadEnvFiles in the CLI). */
  readonly env: DoctorEnv;
  /** The owner's folder: ownerRoot(env). */
  readonly root: string;
  /** --pages-url, normalized (parsePagesUrl). */
  readonly pagesUrl?: string | null;
  readonly write?: (line: string) => void;
  /** Shorter waits for tests. */
  readonly tuning?: TransportTuning;
  readonly budgetMs?: number;
  readonly now?: () => Date;
  /** The Node.js version to judge; the running one by default. */
  readonly nodeVersion?: string;
}

export interface DoctorReport {
  readonly results: readonly CheckResult[];
  /** What was printed. */
  readonly lines: readonly string[];
  /** 1 on any ✖, else 0. */
  readonly exitCode: 0 | 1;
  /** Requests sent (at most MAX_REQUESTS). */
  readonly requests: number;
}

export async function runDoctor({
  env,
  root,
  pagesUrl = null,
  write = console.log,
  tuning,
  budgetMs = DOCTOR_BUDGET_MS,
  now = () => new Date(),
  nodeVersion = process.versions.node,
}: DoctorOptions): Promise<DoctorReport> {
  const settings = readDoctorSettings(env, root);
  const http = createUncachedHttp({
    // The hosts the owner's settings name are asked as they are; a redirect elsewhere is checked.
    ownerUrls: settings.config ? ownerUrlsOf(settings.config) : [],
    ...(tuning ? { tuning } : {}),
    budget: createBudget(budgetMs),
    maxRequests: MAX_REQUESTS,
    // A feed is the largest answer checked; an API answer is a few kilobytes.
    maxBodyBytes: MAX_FEED_BYTES,
  });
  const context: DoctorContext = {
    env,
    root,
    settings,
    pagesUrl,
    http,
    now,
    nodeVersion,
    redacted: [],
  };
  let perCheck: (readonly CheckResult[])[];
  try {
    perCheck = await Promise.all(
      CHECKS.map((check) =>
        // A bug in one check costs its lines, not the others'.
        check(context).catch((error: unknown) => [
          fail(
            'Doctor',
            `a check failed with an internal error: ${safeText(error instanceof Error ? error.message : String(error), 200)}`,
            'Please report it, with this line.',
          ),
        ]),
      ),
    );
  } finally {
    http.close();
  }
  const secrets = [...secretValues(env), ...context.redacted];
  const clean = (text: string) => redact(text, secrets);
  const results = perCheck.flat().map((result): CheckResult => ({
    ...result,
    item: clean(result.item),
    detail: clean(result.detail),
    ...(result.fix ? { fix: clean(result.fix) } : {}),
  }));
  const requests = http.sent();
  const lines = [...results.map(resultLine), '', countsLine(results, requests)];
  lines.forEach((line) => write(line));
  const summaryFile = env.GITHUB_STEP_SUMMARY?.trim();
  if (summaryFile) {
    try {
      appendFileSync(summaryFile, markdownSummary(results, requests));
    } catch (error) {
      write(
        `(The job summary ${summaryFile} could not be written: ${safeText(String(error), 200)})`,
      );
    }
  }
  return {
    results,
    lines,
    exitCode: results.some((result) => result.status === 'fail') ? 1 : 0,
    requests,
  };
}
