/**
 * The pinned repositories: the owner's config.github.pinnedRepos, else the GitHub profile's public pins,
 * which GitHub's GraphQL API gives only to a request with a token.
 */
import type { FetchContext } from '../../../data/parts/fetchContext';
import { NAMES_IN_PAGE_MESSAGES } from '../../../config/settingNames';

export async function fetchPinned(context: FetchContext): Promise<string[]> {
  const { config, github, limit, log } = context;
  const chosen = config.github.pinnedRepos;
  if (chosen) {
    log.step(`Pinned repositories: ${chosen.join(', ')} (${NAMES_IN_PAGE_MESSAGES.pinnedRepos})`);
    return [...chosen];
  }
  if (!github.authenticated) {
    log.step(
      'Pinned repositories: none, as GitHub gives a profile’s pins only with a token ' +
        `(set ${NAMES_IN_PAGE_MESSAGES.githubToken}, or list them in ${NAMES_IN_PAGE_MESSAGES.pinnedRepos})`,
    );
    return [];
  }
  const { repositories: pins, problems } = await limit(() => github.listPinnedRepositories());
  // A pin GitHub could not answer (a SAML-protected organization's) is left out; the others stay.
  for (const problem of problems) {
    log.warn(
      `Pinned repositories: GitHub's GraphQL API answered an error, the rest is kept: ${problem}`,
      null,
    );
  }
  log.step(`Pinned repositories: ${pins.length ? pins.join(', ') : 'none'}`);
  return pins;
}
