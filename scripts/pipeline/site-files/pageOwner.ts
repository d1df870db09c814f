/**
 * What one language's page shows of its owner, worked out once by the page's own rules (src/domain)
 * for its head, its link-preview card and its copies for machines, which only format it.
 */
import type { PortfolioConfig } from '../../../src/config';
import type { PortfolioSnapshot } from '../../../src/data/snapshot';
import type { Resume } from '../../../src/domain/content';
import type { Profile, Repository } from '../../../src/domain/model';
import { ownerName, profileLinks, type ProfileLinks } from '../../../src/domain/profileLinks';
import { shownOwnRepos } from '../../../src/domain/repoSelection';

/** The owner as the page shows them: the name, the links, the own repositories the settings show. */
export interface PageOwner {
  readonly profile: Profile | null;
  /** ownerName: '' when none is known. */
  readonly name: string;
  readonly links: ProfileLinks;
  /** The own repositories the page shows, in its order (shownOwnRepos). */
  readonly ownRepos: readonly Repository[];
}

/** The page's owner from the snapshot, the settings and the page's resume. */
export function pageOwner(
  snapshot: PortfolioSnapshot | null,
  config: PortfolioConfig,
  resume: Resume | null,
): PageOwner {
  const profile = snapshot?.parts.profile ?? null;
  const basics = resume?.basics ?? null;
  return {
    profile,
    name: ownerName(profile, config, basics),
    links: profileLinks(profile, config, basics),
    ownRepos: shownOwnRepos(snapshot?.parts.ownRepos ?? [], config.display),
  };
}
