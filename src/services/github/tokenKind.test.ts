import { describeGitHubToken, githubTokenKind } from './tokenKind';

describe('githubTokenKind', () => {
  it.each([
    ['ghs_16C7e42F292c6912E7710c838347Ae178B4a', 'installation'],
    ['ghp_16C7e42F292c6912E7710c838347Ae178B4a', 'personal'],
    ['github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz', 'personal'],
    ['gho_16C7e42F292c6912E7710c838347Ae178B4a', 'personal'],
    ['ghu_16C7e42F292c6912E7710c838347Ae178B4a', 'personal'],
    ['0123456789abcdef0123456789abcdef01234567', 'unknown'],
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
