import { wholeYears } from './dates';
import { languageSlices, totalLanguageBytes, type LanguageSlice } from './languageStats';
import type { LanguageShare, Organization, Repository } from './model';

export interface Highlights {
  /** Repositories on the GitHub tab: the shown own ones and the organizations'. */
  readonly repositories: number;
  /** The owner's commits counted over the organizations' repositories. */
  readonly organizationCommits: number;
  /** Organizations with at least one repository shown. */
  readonly organizations: number;
  readonly yearsOnGitHub: number | null;
  /** Bytes per language over the shown own repositories, largest first. */
  readonly languageBytes: readonly LanguageShare[];
  /** The largest of them as the bar draws them. */
  readonly topLanguages: readonly LanguageSlice[];
}

export const TOP_LANGUAGES = 5;

/** The ten-second summary above the tabs: what a recruiter looks for first. */
export function portfolioHighlights(
  ownRepos: readonly Repository[],
  organizations: readonly Organization[],
  createdAt: string | null | undefined,
  referenceTime: number | null,
): Highlights {
  const orgRepos = organizations.flatMap((org) => org.repos);
  const languageBytes = totalLanguageBytes(ownRepos);
  return {
    repositories: ownRepos.length + orgRepos.length,
    organizationCommits: orgRepos.reduce((sum, repo) => sum + (repo.contributions?.own ?? 0), 0),
    organizations: organizations.filter((org) => org.repos.length > 0).length,
    yearsOnGitHub:
      createdAt && referenceTime !== null ? wholeYears(createdAt, referenceTime) : null,
    languageBytes,
    topLanguages: languageSlices(languageBytes, TOP_LANGUAGES),
  };
}
