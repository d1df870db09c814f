/**
 * The build's plain words for the earlier answers it kept where the owner has something to do or to
 * know: a service that rejected the token (renew it), and a list that came back empty (kept once; the
 * next build confirms it). The per-part "stale since" lines say what; these say why.
 */
import type { StaleReason } from '../../../src/services/transport/transportEvents';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { countText } from '../../../src/lib/logText';

export interface KeptAnswer {
  readonly url: string;
  /** When the kept answer was last confirmed by the server. */
  readonly since: string;
  readonly reason: StaleReason;
}

export interface ApiRoots {
  readonly githubApiUrl: string;
  /** GitLab's API root (`…/api/v4`), when GitLab is configured. */
  readonly gitlabApiUrl: string | null;
  /** Forgejo's API root (`…/api/v1`), when Forgejo is configured. */
  readonly forgejoApiUrl?: string | null;
}

type Service = 'GitHub' | 'GitLab' | 'Forgejo';

function serviceOf(
  url: string,
  { githubApiUrl, gitlabApiUrl, forgejoApiUrl = null }: ApiRoots,
): Service | null {
  if (url.startsWith(githubApiUrl)) return 'GitHub';
  if (gitlabApiUrl !== null && url.startsWith(gitlabApiUrl)) return 'GitLab';
  if (forgejoApiUrl !== null && url.startsWith(forgejoApiUrl)) return 'Forgejo';
  return null;
}

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

const oldest = (answers: readonly KeptAnswer[]) =>
  answers.reduce((min, { since }) => (since < min ? since : min), answers[0]?.since ?? '');

const TOKEN_NAME: Readonly<Record<Service, string>> = {
  GitHub: SETTING_NAMES.githubToken,
  GitLab: SETTING_NAMES.gitlabToken,
  Forgejo: SETTING_NAMES.forgejoToken,
};

/** One line per service that rejected its token, then one per emptied list; [] when none. */
export function keptAnswersLines(answers: readonly KeptAnswer[], roots: ApiRoots): string[] {
  const lines: string[] = [];
  for (const service of ['GitHub', 'GitLab', 'Forgejo'] as const) {
    const rejected = answers.filter(
      (answer) => answer.reason === 'token-rejected' && serviceOf(answer.url, roots) === service,
    );
    if (rejected.length === 0) continue;
    lines.push(
      `  ! ${service} rejected ${TOKEN_NAME[service]} (revoked, expired or missing a scope): the page ` +
        `keeps the last good data of ${countText(rejected.length, 'request')} (from ${oldest(rejected)}). ` +
        `Renew it (the workflow’s secret PORTFOLIO_${TOKEN_NAME[service]}: docs/deploying.md), then build again.`,
    );
  }
  for (const answer of answers) {
    if (answer.reason !== 'emptied-list') continue;
    const service = serviceOf(answer.url, roots) ?? 'The server';
    lines.push(
      `  ! ${service} answered an empty list for GET ${pathOf(answer.url)} where the last good build ` +
        `had items: the page keeps those (from ${answer.since}). If they are really gone, the next ` +
        'build confirms it.',
    );
  }
  return lines;
}
