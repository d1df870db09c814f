/**
 * From what the owner says (options, answers) and what the APIs find to the values setup writes:
 * settingsFromOptions asks nothing (--yes), askSettings asks what the options left open.
 */
import type { SetupOptions } from './args';
import { forgejoInstanceName } from '../../src/domain/forgejoInstance';
import { LookupError, type GitHubUser, type Lookups, type OrgRepos } from './lookups';
import { plainText } from './plainText';
import type { Prompter } from './prompter';
import {
  SETTINGS,
  SetupError,
  emailProblem,
  forgejoUrlProblem,
  forgejoUserProblem,
  gitlabUrlProblem,
  gitlabUserProblem,
  linkedinProblem,
  loginProblem,
  orgProblem,
  repoList,
  reposProblem,
  websiteProblem,
  type SettingValues,
} from './settings';

/** How many times a question is asked before setup gives up. */
export const TRIES = 3;

interface Problem {
  readonly problem: string;
}
const problem = (text: string): Problem => ({ problem: text });
const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'problem' in value;

/** Chosen to have no allow-list, no GitLab, … */
const NONE = Symbol('none');

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function check(found: string | null): void {
  if (found !== null) throw new SetupError(found);
}

function notFound(login: string, apiUrl: string): string {
  return `No GitHub user "${plainText(login, 40)}" at ${apiUrl}. Check the spelling: it is the name in your profile's address, github.com/<login>.`;
}

/**
 * The picked repositories of `listing` in GitHub's spelling, from numbers of the list and names,
 * separated by commas or spaces. A name the list lacks is refused unless the list is incomplete.
 */
export function pickRepos(answer: string, org: string, listing: OrgRepos): string[] | Problem {
  const picked: string[] = [];
  for (const token of answer.split(/[\s,]+/).filter(Boolean)) {
    let name: string;
    if (/^\d+$/.test(token)) {
      const repo = listing.repos[Number(token) - 1];
      if (!repo) return problem(`There is no number ${token}: pick 1 to ${listing.repos.length}.`);
      name = repo.name;
    } else {
      const repo = listing.repos.find((candidate) => sameName(candidate.name, token));
      if (!repo && listing.complete) {
        return problem(
          `${org} has no public repository "${plainText(token, 100)}". Pick from the list.`,
        );
      }
      name = repo?.name ?? token;
    }
    if (!picked.some((other) => sameName(other, name))) picked.push(name);
  }
  if (picked.length === 0) return problem('Pick at least one repository.');
  const invalid = reposProblem(org, picked);
  return invalid === null ? picked : problem(invalid);
}

function announceUser(say: (line: string) => void, user: GitHubUser): void {
  say(`✔ GitHub user ${user.name ? `${user.name} (${user.login})` : user.login}`);
}

/** --org's repositories, checked against what GitHub lists. */
async function checkedAllowList(
  lookups: Lookups,
  org: string,
  repos: readonly string[],
  say: (line: string) => void,
): Promise<{ org: string; repos: string[] }> {
  check(orgProblem(org));
  check(reposProblem(org, repos));
  const listing = await lookups.orgRepos(org);
  if (listing === null) throw new SetupError(`GitHub has no organization "${org}".`);
  const picked = pickRepos(repos.join(','), org, listing);
  if (isProblem(picked)) throw new SetupError(picked.problem);
  if (!listing.complete) {
    say(`⚠ ${org} has over 100 repositories: names not among the first 100 are taken as given.`);
  }
  say(`✔ Allow-list: ${listing.org} (${picked.join(', ')})`);
  return { org: listing.org, repos: picked };
}

export interface FlowContext {
  readonly lookups: Lookups;
  readonly apiUrl: string;
  readonly say: (line?: string) => void;
  /**
   * The instance setup looks at for a user named like the GitHub login, to offer its tab
   * (CODEBERG_URL; tests name the mock's); null: none.
   */
  readonly codebergUrl?: string | null;
}

/** --yes: the options, checked, and the GitHub user (and a GitLab user of the same name) looked up. */
export async function settingsFromOptions(
  options: SetupOptions,
  { lookups, apiUrl, say }: FlowContext,
): Promise<SettingValues> {
  const login = options.github;
  if (login === null) throw new SetupError('--github <login> is needed with --yes', 2);
  // Every value first, so that a typo costs no request.
  check(loginProblem(login));
  if (options.org !== null) check(reposProblem(options.org, options.repos ?? []));
  if (options.gitlabUrl !== null) check(gitlabUrlProblem(options.gitlabUrl));
  if (options.gitlab !== null) check(gitlabUserProblem(options.gitlab));
  if (options.forgejoUrl !== null) check(forgejoUrlProblem(options.forgejoUrl));
  if (options.forgejo !== null) check(forgejoUserProblem(options.forgejo));
  if (options.linkedin !== null) check(linkedinProblem(options.linkedin));
  if (options.email !== null) check(emailProblem(options.email));
  if (options.website !== null) check(websiteProblem(options.website));

  const user = await lookups.user(login);
  if (user === null) throw new SetupError(notFound(login, apiUrl));
  announceUser(say, user);
  const values: SettingValues = { [SETTINGS.github]: user.login };
  if (options.org !== null) {
    const allowList = await checkedAllowList(lookups, options.org, options.repos ?? [], say);
    values[SETTINGS.org] = allowList.org;
    values[SETTINGS.repos] = allowList.repos.join(',');
  }
  if (options.gitlabUrl !== null) {
    let username = options.gitlab;
    if (username === null) {
      username = await lookups.gitlabUser(options.gitlabUrl, user.login);
      if (username === null) {
        throw new SetupError(
          `No GitLab user "${user.login}" on ${options.gitlabUrl}: pass --gitlab <username>.`,
        );
      }
      say(`✔ GitLab user ${username}`);
    }
    values[SETTINGS.gitlabUrl] = options.gitlabUrl;
    values[SETTINGS.gitlab] = username;
  }
  if (options.forgejoUrl !== null) {
    let username = options.forgejo;
    if (username === null) {
      username = await lookups.forgejoUser(options.forgejoUrl, user.login);
      if (username === null) {
        throw new SetupError(
          `No user "${user.login}" on ${options.forgejoUrl}: pass --forgejo <username>.`,
        );
      }
      say(`✔ ${forgejoInstanceName(options.forgejoUrl)} user ${username}`);
    }
    values[SETTINGS.forgejoUrl] = options.forgejoUrl;
    values[SETTINGS.forgejo] = username;
  }
  if (options.linkedin !== null) values[SETTINGS.linkedin] = options.linkedin;
  if (options.email !== null) values[SETTINGS.email] = options.email;
  if (options.website !== null) values[SETTINGS.website] = options.website;
  return values;
}

/** The current value as a default: `[value, - clears]`. */
function shown(current: string | undefined, clearable = true): string {
  if (!current?.trim()) return '';
  return ` [${plainText(current, 60)}${clearable ? ', - clears' : ''}]`;
}

/**
 * Asks until `read` accepts the answer (at most TRIES times); `read` says what is wrong with the
 * others, and that is printed before the question comes again.
 */
async function askUntil<T>(
  prompter: Prompter,
  question: string,
  read: (answer: string) => T | Problem | Promise<T | Problem>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await read(await prompter.ask(question));
    if (!isProblem(result)) return result;
    prompter.say(`  ${result.problem}`);
    if (attempt >= TRIES) throw new SetupError(`No usable answer after ${TRIES} tries.`);
  }
}

/** A Forgejo user of the login's name on the instance, or null; a failed lookup is said, not fatal. */
async function forgejoUserThere(
  lookups: Lookups,
  url: string,
  login: string,
  say: (line: string) => void,
): Promise<string | null> {
  try {
    return await lookups.forgejoUser(url, login);
  } catch (error) {
    if (!(error instanceof LookupError)) throw error;
    say(`⚠ Could not look for your user on ${forgejoInstanceName(url)}: ${error.message}`);
    return null;
  }
}

/**
 * Forgejo, Gitea or Codeberg: asked when the options or .env name an instance; else offered when
 * Codeberg has a user named like the GitHub login (a lookup that finds none, or fails, asks nothing:
 * an owner without a Forgejo account meets no question about it).
 */
async function askForgejo(
  prompter: Prompter,
  options: SetupOptions,
  current: Readonly<Record<string, string>>,
  user: GitHubUser,
  { lookups, codebergUrl = null }: Pick<FlowContext, 'lookups' | 'apiUrl' | 'codebergUrl'>,
): Promise<SettingValues> {
  const say = (line = '') => prompter.say(line);
  const currentUrl = current[SETTINGS.forgejoUrl]?.trim() ?? '';
  const currentUser = current[SETTINGS.forgejo]?.trim() ?? '';
  const cleared = { [SETTINGS.forgejoUrl]: '', [SETTINGS.forgejo]: '' };
  if (options.forgejoUrl === null && !currentUrl) {
    if (codebergUrl === null) return {};
    let found: string | null = null;
    try {
      found = await lookups.forgejoUser(codebergUrl, user.login);
    } catch (error) {
      if (!(error instanceof LookupError)) throw error;
    }
    if (found === null) return {};
    const name = forgejoInstanceName(codebergUrl);
    say(`✔ ${name} user ${found} found: your ${name} projects can have a tab of their own.`);
    const answer = await askUntil(prompter, `Show your ${name} projects? [Y/n] `, (typed) => {
      const text = typed.trim().toLowerCase();
      if (text === '' || text === 'y' || text === 'yes') return true;
      if (text === 'n' || text === 'no') return false;
      return problem('Answer y or n.');
    });
    if (!answer) return {};
    return { [SETTINGS.forgejoUrl]: codebergUrl, [SETTINGS.forgejo]: found };
  }

  let url: string | typeof NONE;
  if (options.forgejoUrl !== null) {
    check(forgejoUrlProblem(options.forgejoUrl));
    url = options.forgejoUrl;
  } else {
    url = await askUntil(
      prompter,
      `Forgejo, Gitea or Codeberg URL (optional)${shown(currentUrl)}: `,
      (answer) => {
        if (answer === '-') return NONE;
        const chosen = answer || currentUrl;
        const invalid = forgejoUrlProblem(chosen);
        return invalid ? problem(invalid) : chosen;
      },
    );
  }
  if (url === NONE) {
    say('Forgejo left out.');
    return cleared;
  }
  if (options.forgejo !== null) {
    check(forgejoUserProblem(options.forgejo));
    return { [SETTINGS.forgejoUrl]: url, [SETTINGS.forgejo]: options.forgejo };
  }
  const sameInstance = url === currentUrl && currentUser !== '';
  const found = sameInstance ? null : await forgejoUserThere(lookups, url, user.login, say);
  if (found) say(`✔ ${forgejoInstanceName(url)} user ${found} found`);
  const fallback = found ?? (sameInstance ? currentUser : '');
  const username = await askUntil(
    prompter,
    `Username there${fallback ? ` [${plainText(fallback, 40)}]` : ' (empty: no Forgejo)'}: `,
    (typed) => {
      const name = typed || fallback;
      if (!name) return NONE;
      const invalid = forgejoUserProblem(name);
      return invalid ? problem(invalid) : name;
    },
  );
  if (username === NONE) {
    say('Forgejo left out.');
    return cleared;
  }
  return { [SETTINGS.forgejoUrl]: url, [SETTINGS.forgejo]: username };
}

/** Asks what the options did not give; `current` is what .env says now. */
export async function askSettings(
  prompter: Prompter,
  options: SetupOptions,
  current: Readonly<Record<string, string>>,
  { lookups, apiUrl, codebergUrl = null }: FlowContext,
): Promise<SettingValues> {
  const say = (line = '') => prompter.say(line);
  const values: SettingValues = {};

  // The GitHub login: looked up; a login GitHub does not know is asked again.
  let user: GitHubUser;
  if (options.github !== null) {
    check(loginProblem(options.github));
    const found = await lookups.user(options.github);
    if (found === null) throw new SetupError(notFound(options.github, apiUrl));
    user = found;
  } else {
    const currentLogin = current[SETTINGS.github]?.trim() ?? '';
    user = await askUntil(
      prompter,
      `GitHub login${shown(currentLogin, false)}: `,
      async (answer) => {
        const login = answer || currentLogin;
        if (!login) return problem('Your GitHub login is needed: the name in github.com/<login>.');
        const invalid = loginProblem(login);
        if (invalid) return problem(invalid);
        return (await lookups.user(login)) ?? problem(notFound(login, apiUrl));
      },
    );
  }
  announceUser(say, user);
  values[SETTINGS.github] = user.login;

  // The allow-list: one organization, and the repositories of it the page shows.
  if (options.org !== null) {
    const allowList = await checkedAllowList(lookups, options.org, options.repos ?? [], say);
    values[SETTINGS.org] = allowList.org;
    values[SETTINGS.repos] = allowList.repos.join(',');
  } else {
    const orgs = await lookups.orgs(user.login);
    const currentOrg = current[SETTINGS.org]?.trim() ?? '';
    say('An allow-listed organization shows only the repositories you pick (others show all).');
    if (orgs.length > 0) {
      say('Your public organizations:');
      orgs.forEach((org, index) =>
        say(`  ${index + 1}) ${org.login}${org.description ? ` – ${org.description}` : ''}`),
      );
    } else {
      say('No public organizations on your profile.');
    }
    const question = currentOrg
      ? `Organization to allow-list (number or name)${shown(currentOrg)}: `
      : 'Organization to allow-list (number or name, empty for none): ';
    const chosen = await askUntil(prompter, question, async (answer) => {
      if (answer === '-' || (answer === '' && !currentOrg)) return NONE;
      let org = answer || currentOrg;
      if (/^\d+$/.test(org)) {
        const listed = orgs[Number(org) - 1];
        if (!listed) return problem(`There is no number ${org}.`);
        org = listed.login;
      }
      const invalid = orgProblem(org);
      if (invalid) return problem(invalid);
      const listing = await lookups.orgRepos(org);
      if (listing === null) return problem(`GitHub has no organization "${org}".`);
      return { org: listing.org, listing };
    });
    if (chosen !== NONE && chosen.listing.repos.length === 0) {
      say(`${chosen.org} has no public repositories: no allow-list.`);
    }
    if (chosen === NONE || chosen.listing.repos.length === 0) {
      values[SETTINGS.org] = '';
      values[SETTINGS.repos] = '';
    } else {
      const { org, listing } = chosen;
      say(`Public repositories of ${org}:`);
      listing.repos.forEach((repo, index) =>
        say(
          `  ${index + 1}) ${repo.name}${repo.fork ? ' (fork)' : ''}${repo.archived ? ' (archived)' : ''}`,
        ),
      );
      const currentRepos = sameName(org, currentOrg) ? repoList(current[SETTINGS.repos]) : [];
      const repos = await askUntil(
        prompter,
        `Repositories to show (numbers or names)${shown(currentRepos.join(','))}: `,
        (answer) => {
          if (answer === '-') return NONE;
          if (answer === '' && currentRepos.length === 0) {
            return problem('Pick at least one, e.g. 1,3 (or - for no allow-list).');
          }
          return pickRepos(answer || currentRepos.join(','), org, listing);
        },
      );
      values[SETTINGS.org] = repos === NONE ? '' : org;
      values[SETTINGS.repos] = repos === NONE ? '' : repos.join(',');
    }
  }

  // GitLab: the instance, then a user of the GitHub login's name if it has one.
  const currentUrl = current[SETTINGS.gitlabUrl]?.trim() ?? '';
  let gitlabUrl: string | typeof NONE;
  if (options.gitlabUrl !== null) {
    check(gitlabUrlProblem(options.gitlabUrl));
    gitlabUrl = options.gitlabUrl;
  } else {
    gitlabUrl = await askUntil(
      prompter,
      `GitLab URL (optional, e.g. https://gitlab.com)${shown(currentUrl)}: `,
      (answer) => {
        if (answer === '-' || (answer === '' && !currentUrl)) return NONE;
        const url = answer || currentUrl;
        const invalid = gitlabUrlProblem(url);
        return invalid ? problem(invalid) : url;
      },
    );
  }
  if (gitlabUrl === NONE) {
    values[SETTINGS.gitlabUrl] = '';
    values[SETTINGS.gitlab] = '';
  } else {
    let username = options.gitlab;
    if (username !== null) {
      check(gitlabUserProblem(username));
    } else {
      let found: string | null = null;
      try {
        found = await lookups.gitlabUser(gitlabUrl, user.login);
        say(found ? `✔ GitLab user ${found} found` : `No GitLab user "${user.login}" there.`);
      } catch (error) {
        if (!(error instanceof LookupError)) throw error;
        say(`⚠ Could not look for your GitLab user: ${error.message}`);
      }
      const fallback = found ?? current[SETTINGS.gitlab]?.trim() ?? '';
      const answer = await askUntil(
        prompter,
        `GitLab username${fallback ? ` [${fallback}]` : ' (empty: no GitLab)'}: `,
        (typed) => {
          const name = typed || fallback;
          if (!name) return NONE;
          const invalid = gitlabUserProblem(name);
          return invalid ? problem(invalid) : name;
        },
      );
      username = answer === NONE ? null : answer;
    }
    values[SETTINGS.gitlabUrl] = username === null ? '' : gitlabUrl;
    values[SETTINGS.gitlab] = username ?? '';
    if (username === null) say('GitLab left out.');
  }

  Object.assign(
    values,
    await askForgejo(prompter, options, current, user, { lookups, apiUrl, codebergUrl }),
  );

  // The fallbacks the page shows when the GitHub profile has none.
  const optional = async (
    label: string,
    name: string,
    given: string | null,
    problemOf: (value: string) => string | null,
    note: string | null,
  ) => {
    if (given !== null) {
      check(problemOf(given));
      values[name] = given;
      return;
    }
    const value = await askUntil(
      prompter,
      `${label} (optional${note ? `; ${note}` : ''})${shown(current[name])}: `,
      (answer) => {
        if (answer === '') return NONE;
        if (answer === '-') return '';
        const invalid = problemOf(answer);
        return invalid ? problem(invalid) : answer;
      },
    );
    if (value !== NONE) values[name] = value;
  };
  await optional('LinkedIn URL', SETTINGS.linkedin, options.linkedin, linkedinProblem, null);
  await optional(
    'Contact e-mail',
    SETTINGS.email,
    options.email,
    emailProblem,
    user.email ? `profile shows ${user.email}` : null,
  );
  await optional(
    'Website',
    SETTINGS.website,
    options.website,
    websiteProblem,
    user.blog ? `profile shows ${user.blog}` : null,
  );
  return values;
}
