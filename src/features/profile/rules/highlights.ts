import { wholeYears } from '../../../domain/dates';
import {
  languageSlices,
  totalLanguageBytes,
  type LanguageSlice,
} from '../../../domain/languageStats';
import type { Organization, Repository } from '../../../domain/model';

export interface Highlights {
  /** Repositories on the GitHub tab: the shown own ones and the organizations'. */
  readonly repositories: number;
  /** The owner's commits counted over the organizations' repositories. */
  readonly organizationCommits: number;
  /**
   * Some organization repositories are not counted yet (the rate limit ran short): the commits are a
   * lower bound, said "at least".
   */
  readonly organizationCommitsPartial: boolean;
  /** Organizations with at least one repository shown. */
  readonly organizations: number;
  readonly yearsOnGitHub: number | null;
  /** The largest languages by bytes over the shown own repositories, as the bar draws them. */
  readonly topLanguages: readonly LanguageSlice[];
}

const TOP_LANGUAGES = 5;

/** The ten-second summary above the tabs: what a recruiter looks for first. */
export function portfolioHighlights(
  ownRepos: readonly Repository[],
  organizations: readonly Organization[],
  createdAt: string | null | undefined,
  referenceTime: number | null,
): Highlights {
  const orgRepos = organizations.flatMap((org) => org.repos);
  return {
    repositories: ownRepos.length + orgRepos.length,
    organizationCommits: orgRepos.reduce((sum, repo) => sum + (repo.contributions?.own ?? 0), 0),
    organizationCommitsPartial: orgRepos.some((repo) => repo.contributions === null),
    organizations: organizations.filter((org) => org.repos.length > 0).length,
    yearsOnGitHub:
      createdAt && referenceTime !== null ? wholeYears(createdAt, referenceTime) : null,
    topLanguages: languageSlices(totalLanguageBytes(ownRepos), TOP_LANGUAGES),
  };
}
