import { isCommitsListUrl } from './commitsListUrl';

describe('isCommitsListUrl', () => {
  it.each([
    [
      'https://api.github.com/repos/acme/widget/commits?sha=main&per_page=100',
      'https://api.github.com',
    ],
    ['https://api.github.com/repos/acme/widget/commits', 'https://api.github.com/'],
    [
      'https://ghe.example.com/api/v3/repos/acme/widget/commits?author=octo',
      'https://ghe.example.com/api/v3',
    ],
  ])('knows a commit list: %s', (url, apiUrl) => {
    expect(isCommitsListUrl(url, apiUrl)).toBe(true);
  });

  it.each([
    // One commit, the branches, the languages: other answers, kept in the API cache.
    ['https://api.github.com/repos/acme/widget/commits/0a1b2c', 'https://api.github.com'],
    ['https://api.github.com/repos/acme/widget/branches?per_page=100', 'https://api.github.com'],
    ['https://api.github.com/repos/acme/commits/languages', 'https://api.github.com'],
    // Another host's path that looks the same (a feed, GitLab) is not GitHub's list.
    ['https://blog.example.org/repos/acme/widget/commits', 'https://api.github.com'],
    ['https://api.github.com.evil.example/repos/acme/widget/commits', 'https://api.github.com'],
  ])('leaves anything else: %s', (url, apiUrl) => {
    expect(isCommitsListUrl(url, apiUrl)).toBe(false);
  });
});
