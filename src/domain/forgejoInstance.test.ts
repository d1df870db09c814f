import { forgejoInstanceName, forgejoProfileUrl } from './forgejoInstance';

describe('what the page calls a Forgejo instance', () => {
  it('calls the public instances known by name by it', () => {
    expect(forgejoInstanceName('https://codeberg.org')).toBe('Codeberg');
    expect(forgejoInstanceName('https://www.Codeberg.org/')).toBe('Codeberg');
    expect(forgejoInstanceName('https://gitea.com')).toBe('Gitea');
  });

  it('calls any other instance by its host, port included, path left out', () => {
    expect(forgejoInstanceName('https://git.example.org')).toBe('git.example.org');
    expect(forgejoInstanceName('http://forge.example.org:3000/git')).toBe('forge.example.org:3000');
    // Not codeberg.org itself.
    expect(forgejoInstanceName('https://codeberg.org.example.net')).toBe(
      'codeberg.org.example.net',
    );
  });

  it('links the user’s profile on the instance', () => {
    expect(forgejoProfileUrl('https://codeberg.org/', 'octo-fj')).toBe(
      'https://codeberg.org/octo-fj',
    );
  });
});
