import type { Scenario } from './scenario';

/**
 * The world after every repository of an owner (an organization) turned private: GitHub still lists
 * them to a token that may read them, marked `private`.
 */
export function withReposTurnedPrivate(world: Scenario, owner: string): Scenario {
  return {
    ...world,
    github: {
      ...world.github,
      repos: world.github.repos.map((repo) =>
        repo.json.owner.login === owner
          ? { ...repo, json: { ...repo.json, private: true, visibility: 'private' } }
          : repo,
      ),
    },
  };
}
