import {
  isPublicOnGitLab,
  isPublicRepo,
  isShownOwnRepo,
  selectOrgRepos,
  type AllowList,
} from './repoRules';

const repo = (
  name: string,
  extra: { private?: boolean; visibility?: string; owner?: string } = {},
) => ({
  name,
  private: extra.private ?? false,
  visibility: extra.visibility ?? (extra.private ? 'private' : 'public'),
  owner: { login: extra.owner ?? 'octo-dev' },
});

describe('isPublicRepo', () => {
  it('accepts public repos and rejects private and internal ones', () => {
    expect(isPublicRepo(repo('a'))).toBe(true);
    expect(isPublicRepo(repo('b', { private: true }))).toBe(false);
    expect(isPublicRepo(repo('c', { visibility: 'internal' }))).toBe(false);
    // Older GitHub Enterprise answers have no visibility field: `private` decides.
    expect(isPublicRepo({ private: false })).toBe(true);
    expect(isPublicRepo({ private: true })).toBe(false);
  });
});

describe('isShownOwnRepo', () => {
  it('keeps public repos owned by the username, whatever the case of the login', () => {
    expect(isShownOwnRepo(repo('portfolio'), 'octo-dev')).toBe(true);
    expect(isShownOwnRepo(repo('portfolio', { owner: 'Octo-Dev' }), 'octo-dev')).toBe(true);
  });

  it('drops repos of other owners and private repos', () => {
    expect(isShownOwnRepo(repo('forked-lib', { owner: 'someone-else' }), 'octo-dev')).toBe(false);
    expect(isShownOwnRepo(repo('private-notes', { private: true }), 'octo-dev')).toBe(false);
  });
});

describe('selectOrgRepos', () => {
  const allowList: AllowList = { org: 'acme-labs', repos: ['data-pipes', 'widget-engine'] };
  const acmeRepos = [
    repo('widget-engine', { owner: 'acme-labs' }),
    repo('acme-website', { owner: 'acme-labs' }),
    repo('secret-internal', { owner: 'acme-labs', private: true }),
    repo('data-pipes', { owner: 'acme-labs' }),
  ];

  it('shows only the allow-listed repos of the allow-listed org, in the order of the list', () => {
    expect(selectOrgRepos('acme-labs', acmeRepos, allowList).map((r) => r.name)).toEqual([
      'data-pipes',
      'widget-engine',
    ]);
    expect(selectOrgRepos('ACME-labs', acmeRepos, allowList)).toHaveLength(2);
  });

  it('never shows an allow-listed repo that is private', () => {
    const list: AllowList = { org: 'acme-labs', repos: ['secret-internal'] };
    expect(selectOrgRepos('acme-labs', acmeRepos, list)).toEqual([]);
  });

  it('shows all public repos of any other org', () => {
    expect(selectOrgRepos('other-org', acmeRepos, allowList).map((r) => r.name)).toEqual([
      'widget-engine',
      'acme-website',
      'data-pipes',
    ]);
    expect(
      selectOrgRepos('acme-labs', acmeRepos, { org: null, repos: [] }).map((r) => r.name),
    ).toEqual(['widget-engine', 'acme-website', 'data-pipes']);
  });

  it('handles an org without repos', () => {
    expect(selectOrgRepos('acme-labs', [], allowList)).toEqual([]);
  });
});

describe('isPublicOnGitLab', () => {
  it('shows public GitLab projects and groups only', () => {
    expect(isPublicOnGitLab({ visibility: 'public' }, true)).toBe(true);
    expect(isPublicOnGitLab({ visibility: 'internal' }, true)).toBe(false);
    expect(isPublicOnGitLab({ visibility: 'private' }, true)).toBe(false);
  });

  it('trusts an answer without visibility only when it was anonymous', () => {
    expect(isPublicOnGitLab({}, false)).toBe(true);
    expect(isPublicOnGitLab({}, true)).toBe(false);
  });
});
