import { describeGitHubToken, githubTokenKind } from './tokenKind';

describe('githubTokenKind', () => {
  it.each([
    ['ghs_FAKE-tokenKind-not-a-real-token', 'installation'],
    ['ghp_FAKE-tokenKind-not-a-real-token', 'personal'],
    ['github_pat_FAKE.tokenKind.not.a.real.token', 'personal'],
    ['gho_FAKE-tokenKind-not-a-real-token', 'personal'],
    ['ghu_FAKE-tokenKind-not-a-real-token', 'personal'],
    ['FAKE-enterprise-server-token', 'unknown'],
  ])('tells %s by its prefix: %s', (token, kind) => {
    expect(githubTokenKind(token)).toBe(kind);
  });

  it('describes what each kind allows, and says nothing of an unknown one', () => {
    expect(describeGitHubToken('ghs_x')).toBe(
      "the workflow's token: public endpoints, 1000 requests an hour",
    );
    expect(describeGitHubToken('github_pat_x')).toBe('a personal token: 5000 requests an hour');
    expect(describeGitHubToken('token-of-an-enterprise-server')).toBeNull();
  });
});
