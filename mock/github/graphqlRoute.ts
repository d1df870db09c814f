/**
 * The mock's GitHub GraphQL route (POST /graphql): the pinned repositories, the contribution calendar,
 * the contributions by repository and the star lookup (./graphqlStars), each as the asking token may
 * see it.
 */
import { windowEndingOn } from '../../src/features/activity/rules/activity';
import { githubError } from './errors';
import { repositoryStarsReply } from './graphqlStars';
import { ok, sameLogin, type Reply } from '../server/routing';
import type { Scenario } from '../worlds/scenario';

/**
 * POST /graphql for the queries the page makes: a user's pinned repositories (`pinnedItems`), the
 * contribution calendar and the per-repository contributions. GitHub's GraphQL API answers no request
 * without a token. Who asks decides what is counted: the owner's own token sees the private pins and
 * private contributions; any other token (an installation's `viewer` is its bot, e.g.
 * `github-actions[bot]`) sees public work, plus, when the owner shares private contribution counts,
 * the private days in the calendar, unplaced, as `restrictedContributionsCount`. A repository of an
 * organization enforcing SAML (samlOrgs) is answered null with a FORBIDDEN error at its path, data
 * and errors together, to the owner's token.
 */
export function graphqlRoute(scenario: Scenario) {
  const {
    user,
    repos,
    elsewhere = [],
    pinned = [],
    contributions = {},
    privateContributions = {},
    sharesPrivateContributions = false,
    samlOrgs = [],
    samlContributions = {},
  } = scenario.github;
  const known = [...repos, ...elsewhere];
  const inSamlOrg = (fullName: string) =>
    samlOrgs.some((org) => sameLogin(fullName.split('/')[0] ?? '', org));
  /** GitHub's error for a resource of an organization whose SAML enforcement the token has not passed. */
  const samlError = (path: readonly (string | number)[]) => ({
    type: 'FORBIDDEN',
    path,
    extensions: { saml_failure: true },
    locations: [{ line: 1, column: 1 }],
    message:
      'Resource protected by organization SAML enforcement. You must grant your Personal Access ' +
      'token access to this organization.',
  });
  const sumByDate = (byRepository: Readonly<Record<string, Readonly<Record<string, number>>>>) => {
    const byDate: Record<string, number> = {};
    for (const days of Object.values(byRepository)) {
      for (const [date, count] of Object.entries(days)) byDate[date] = (byDate[date] ?? 0) + count;
    }
    return byDate;
  };
  const privateByDate = sumByDate(privateContributions);
  const samlByDate = sumByDate(samlContributions);
  const commitsByRepository = (asOwner: boolean, since: string) => {
    const entry = (isPrivate: boolean | null, days: Readonly<Record<string, number>>) => {
      const nodes = Object.entries(days)
        .filter(([date]) => date >= since)
        .map(([date, commitCount]) => ({ occurredAt: `${date}T08:00:00Z`, commitCount }));
      return {
        repository: isPrivate === null ? null : { isPrivate },
        contributions: { totalCount: nodes.length, nodes },
      };
    };
    return [
      entry(false, contributions),
      ...(asOwner ? Object.values(privateContributions).map((days) => entry(true, days)) : []),
      ...Object.values(samlContributions).map((days) => entry(asOwner ? null : false, days)),
    ].filter((item) => item.contributions.totalCount > 0);
  };
  /** The answer to a contributionsCollection query: who asks, and the user with the collection. */
  const collectionAnswer = (
    viewer: { login: string },
    contributionsCollection: Record<string, unknown>,
    errors: readonly unknown[] = [],
  ): Reply =>
    ok({
      data: { viewer, user: { login: user.login, contributionsCollection } },
      ...(errors.length > 0 ? { errors } : {}),
    });
  return (body: string, withToken: boolean, asOwner: boolean, viewerLogin: string): Reply => {
    if (!withToken) {
      return githubError(
        401,
        'This endpoint requires you to be authenticated.',
        'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
      );
    }
    let request: { query?: unknown; variables?: { login?: unknown } };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      return { status: 400, body: { message: 'Problems parsing JSON' } };
    }
    const query = typeof request.query === 'string' ? request.query : '';
    if (query.includes('stargazerCount')) {
      return repositoryStarsReply(known, query, request.variables ?? {}, asOwner);
    }
    const calendar = query.includes('contributionCalendar');
    const byRepository = query.includes('commitContributionsByRepository');
    if (!calendar && !byRepository && !query.includes('pinnedItems(first: 6, types: REPOSITORY)')) {
      return ok({
        errors: [{ message: 'The mock answers the pins, calendar and contributions queries only' }],
      });
    }
    // Who GitHub says asks: the owner, or another account (an installation's bot, a bot user).
    const viewer = { login: asOwner ? user.login : viewerLogin };
    const login = request.variables?.login;
    if (typeof login !== 'string' || !sameLogin(login, user.login)) {
      return ok({
        data: { user: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['user'],
            message: `Could not resolve to a User with the login of '${String(login)}'.`,
          },
        ],
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const { start, days } = windowEndingOn(today);
    if (calendar) {
      // GitHub's window: 53 weeks, Sunday first, ending today. The owner's token counts every
      // private contribution; another token counts them only when the owner shares the counts.
      const countsPrivate = asOwner || sharesPrivateContributions;
      const first = Date.parse(`${start}T00:00:00Z`);
      const weeks: { contributionDays: { date: string; contributionCount: number }[] }[] = [];
      const restrictedDates: string[] = [];
      let restricted = 0;
      for (let index = 0; index < days; index += 1) {
        const date = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
        if (index % 7 === 0) weeks.push({ contributionDays: [] });
        const hidden = countsPrivate ? (privateByDate[date] ?? 0) : 0;
        if (hidden > 0 && !asOwner) {
          restricted += hidden;
          restrictedDates.push(date);
        }
        weeks.at(-1)?.contributionDays.push({
          date,
          contributionCount: (contributions[date] ?? 0) + hidden + (samlByDate[date] ?? 0),
        });
      }
      const totalContributions = weeks
        .flatMap((week) => week.contributionDays)
        .reduce((sum, day) => sum + day.contributionCount, 0);
      return collectionAnswer(viewer, {
        restrictedContributionsCount: restricted,
        earliestRestrictedContributionDate: restrictedDates[0] ?? null,
        latestRestrictedContributionDate: restrictedDates.at(-1) ?? null,
        contributionCalendar: { totalContributions, weeks },
      });
    }
    if (byRepository) {
      const none: unknown[] = [];
      const commits = commitsByRepository(asOwner, start);
      const errors = asOwner
        ? commits.flatMap((item, index) =>
            item.repository === null
              ? [
                  samlError([
                    'user',
                    'contributionsCollection',
                    'commitContributionsByRepository',
                    index,
                    'repository',
                  ]),
                ]
              : [],
          )
        : [];
      return collectionAnswer(
        viewer,
        {
          commitContributionsByRepository: commits,
          issueContributionsByRepository: none,
          pullRequestContributionsByRepository: none,
          pullRequestReviewContributionsByRepository: none,
          repositoryContributions: { totalCount: 0, nodes: none },
        },
        errors,
      );
    }
    const errors: unknown[] = [];
    const nodes: ({ nameWithOwner: string; isPrivate: boolean } | null)[] = [];
    for (const fullName of pinned) {
      if (asOwner && inSamlOrg(fullName)) {
        errors.push(samlError(['user', 'pinnedItems', 'nodes', nodes.length]));
        nodes.push(null);
        continue;
      }
      const repo = known.find((candidate) => sameLogin(candidate.json.full_name, fullName));
      if (!repo || (repo.json.private && !asOwner)) continue;
      nodes.push({ nameWithOwner: repo.json.full_name, isPrivate: repo.json.private });
    }
    return ok({
      data: { user: { pinnedItems: { nodes } } },
      ...(errors.length > 0 ? { errors } : {}),
    });
  };
}
