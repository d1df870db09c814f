import type { DisplaySettings } from '../config/parseConfig';
import type { Repository } from './model';

/** Newest first; a repository without a push date goes last. */
function byLatestPush(a: Repository, b: Repository): number {
  const at = (repo: Repository) => (repo.pushedAt ? Date.parse(repo.pushedAt) || 0 : 0);
  return at(b) - at(a);
}

function byName(a: Repository, b: Repository): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}

const ORDER: Record<DisplaySettings['sort'], (a: Repository, b: Repository) => number> = {
  stars: (a, b) => (b.stars ?? 0) - (a.stars ?? 0) || byLatestPush(a, b) || byName(a, b),
  updated: (a, b) => byLatestPush(a, b) || byName(a, b),
  name: byName,
};

/**
 * The owner's repositories as the page shows them: forks and archived ones left out unless the owner
 * asked for them (most are clutter: a fork carries somebody else's work), in the chosen order.
 */
export function shownOwnRepos(
  repos: readonly Repository[],
  display: DisplaySettings,
): Repository[] {
  return repos
    .filter((repo) => (display.showForks || !repo.fork) && (display.showArchived || !repo.archived))
    .sort(ORDER[display.sort]);
}
