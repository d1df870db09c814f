import { ConfigError, parseConfig } from './parseConfig';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('is the demo with no GitHub username, with the documented defaults', () => {
    expect(parseConfig({})).toEqual({
      demo: true,
      dataMode: 'snapshot',
      github: {
        username: null,
        apiUrl: 'https://api.github.com',
        allowedOrg: null,
        allowedRepos: [],
      },
      gitlab: { url: null, username: null },
      fallbacks: { email: null, linkedinUrl: null, websiteUrl: null },
    });
  });

  it('reads every variable, trimming values and trailing slashes', () => {
    const config = parseConfig({
      REACT_APP_GITHUB_USERNAME: ' octo ',
      REACT_APP_GITHUB_API_URL: 'http://localhost:4010/',
      REACT_APP_GITLAB_URL: 'https://gitlab.example.org/',
      REACT_APP_GITLAB_USERNAME: 'octo-gl',
      REACT_APP_GITHUB_ALLOWED_ORG: 'acme',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'one, two',
      REACT_APP_DATA_MODE: 'live',
      REACT_APP_CONTACT_EMAIL: 'me@example.org',
      REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/me',
      REACT_APP_WEBSITE_URL: 'https://me.example.org',
    });
    expect(config).toEqual({
      demo: false,
      dataMode: 'live',
      github: {
        username: 'octo',
        apiUrl: 'http://localhost:4010',
        allowedOrg: 'acme',
        allowedRepos: ['one', 'two'],
      },
      gitlab: { url: 'https://gitlab.example.org', username: 'octo-gl' },
      fallbacks: {
        email: 'me@example.org',
        linkedinUrl: 'https://www.linkedin.com/in/me',
        websiteUrl: 'https://me.example.org',
      },
    });
  });

  it.each([
    [{ REACT_APP_GITLAB_URL: 'gitlab.example.org' }, 'REACT_APP_GITLAB_URL', /not a valid URL/],
    [
      { REACT_APP_GITHUB_API_URL: 'ftp://example.org' },
      'REACT_APP_GITHUB_API_URL',
      /http or https/,
    ],
    [
      { REACT_APP_GITHUB_USERNAME: 'https://github.com/octo' },
      'REACT_APP_GITHUB_USERNAME',
      /not a valid GitHub username/,
    ],
    [
      { REACT_APP_GITHUB_ALLOWED_ORG: 'acme', REACT_APP_GITHUB_ALLOWED_REPOS: 'one,,two' },
      'REACT_APP_GITHUB_ALLOWED_REPOS',
      /empty entry at position 2/,
    ],
    [
      { REACT_APP_GITHUB_ALLOWED_REPOS: 'one' },
      'REACT_APP_GITHUB_ALLOWED_REPOS',
      /ALLOWED_ORG is empty/,
    ],
    [
      { REACT_APP_GITHUB_ALLOWED_ORG: 'acme', REACT_APP_GITHUB_ALLOWED_REPOS: 'acme/one' },
      'REACT_APP_GITHUB_ALLOWED_REPOS',
      /invalid repository name "acme\/one"/,
    ],
    [{ REACT_APP_DATA_MODE: 'static' }, 'REACT_APP_DATA_MODE', /must be "snapshot" or "live"/],
    [
      { REACT_APP_DATA_MODE: 'live' },
      'REACT_APP_GITHUB_USERNAME',
      /required when REACT_APP_DATA_MODE=live/,
    ],
    [
      { REACT_APP_CONTACT_EMAIL: 'me-at-example' },
      'REACT_APP_CONTACT_EMAIL',
      /not an e-mail address/,
    ],
  ])('rejects %p naming %s', (env, variable, problem) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^${variable} `));
    expect(error.message).toMatch(problem);
  });

  it('says how to fix a bad value', () => {
    expect(errorOf({ REACT_APP_GITLAB_URL: 'gitlab' }).message).toBe(
      'REACT_APP_GITLAB_URL is not a valid URL ("gitlab"). Use a full URL such as https://gitlab.example.org. Set it in .env.local (or the build environment).',
    );
  });
});
