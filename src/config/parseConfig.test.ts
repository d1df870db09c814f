import { ConfigError, parseConfig } from './parseConfig';
import { DEFAULT_TECH_STACK } from './techStack';

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
        pinnedRepos: null,
      },
      gitlab: { url: null, username: null },
      forgejo: { url: null, username: null },
      liveTokens: null,
      fallbacks: { email: null, linkedinUrl: null, websiteUrl: null },
      display: { showForks: false, showArchived: false, sort: 'stars' },
      feeds: { urls: [], limit: 6 },
      openSource: { enabled: true, limit: 9 },
      activity: { enabled: true },
      openToWork: null,
      accent: null,
      analytics: null,
      languages: ['en'],
      techStack: DEFAULT_TECH_STACK,
      cv: 'site',
    });
  });

  it("takes the owner's tech stack and whether there is a CV from what the build read", () => {
    const config = parseConfig(
      { REACT_APP_GITHUB_USERNAME: 'octo' },
      { techStack: ['Rust', 'Elixir'], cv: 'none' },
    );
    expect(config.techStack).toEqual(['Rust', 'Elixir']);
    expect(config.cv).toBe('none');
    expect(parseConfig({}, { techStack: null, cv: 'none' }).techStack).toBe(DEFAULT_TECH_STACK);
  });

  it.each([
    [{ REACT_APP_LANGUAGE: ' de ' }, ['de']],
    [{ REACT_APP_LANGUAGE: 'PT-br' }, ['pt-BR']],
    [{ REACT_APP_LANGUAGES: 'en, de,ja' }, ['en', 'de', 'ja']],
    [{ REACT_APP_LANGUAGES: 'fr' }, ['fr']],
  ])('reads the languages of %j', (env, languages) => {
    expect(parseConfig(env).languages).toEqual(languages);
  });

  it('reads every variable, trimming values and trailing slashes', () => {
    const config = parseConfig({
      REACT_APP_GITHUB_USERNAME: ' octo ',
      REACT_APP_GITHUB_API_URL: 'http://localhost:4010/',
      REACT_APP_GITLAB_URL: 'https://gitlab.example.org/',
      REACT_APP_FORGEJO_URL: ' https://codeberg.org/ ',
      REACT_APP_FORGEJO_USERNAME: 'octo-fj',
      REACT_APP_GITLAB_USERNAME: 'octo-gl',
      REACT_APP_GITHUB_ALLOWED_ORG: 'acme',
      REACT_APP_GITHUB_ALLOWED_REPOS: 'one, two',
      REACT_APP_DATA_MODE: 'live',
      REACT_APP_CONTACT_EMAIL: 'me@example.org',
      REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/me',
      REACT_APP_WEBSITE_URL: 'https://me.example.org',
      REACT_APP_SHOW_FORKS: ' true ',
      REACT_APP_SHOW_ARCHIVED: 'TRUE',
      REACT_APP_SORT: 'name',
      REACT_APP_FEEDS: ' https://dev.to/feed/octo , http://localhost:4010/feeds/atom.xml',
      REACT_APP_FEEDS_LIMIT: ' 12 ',
      REACT_APP_OPEN_SOURCE: 'false',
      REACT_APP_OPEN_SOURCE_LIMIT: '4',
    });
    expect(config).toEqual({
      demo: false,
      dataMode: 'live',
      github: {
        username: 'octo',
        apiUrl: 'http://localhost:4010',
        allowedOrg: 'acme',
        allowedRepos: ['one', 'two'],
        pinnedRepos: null,
      },
      gitlab: { url: 'https://gitlab.example.org', username: 'octo-gl' },
      forgejo: { url: 'https://codeberg.org', username: 'octo-fj' },
      liveTokens: { github: null, gitlab: null },
      fallbacks: {
        email: 'me@example.org',
        linkedinUrl: 'https://www.linkedin.com/in/me',
        websiteUrl: 'https://me.example.org',
      },
      display: { showForks: true, showArchived: true, sort: 'name' },
      feeds: {
        urls: ['https://dev.to/feed/octo', 'http://localhost:4010/feeds/atom.xml'],
        limit: 12,
      },
      openSource: { enabled: false, limit: 4 },
      activity: { enabled: true },
      openToWork: null,
      accent: null,
      analytics: null,
      languages: ['en'],
      techStack: DEFAULT_TECH_STACK,
      cv: 'site',
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
    [
      { REACT_APP_GITHUB_ALLOWED_ORG: 'acme' },
      'REACT_APP_GITHUB_ALLOWED_REPOS',
      /is empty but REACT_APP_GITHUB_ALLOWED_ORG is "acme"/,
    ],
    [
      { REACT_APP_GITLAB_URL: 'https://gitlab.example.org' },
      'REACT_APP_GITLAB_USERNAME',
      /empty while REACT_APP_GITLAB_URL is set/,
    ],
    [
      { REACT_APP_GITLAB_USERNAME: 'octo-gl' },
      'REACT_APP_GITLAB_URL',
      /empty while REACT_APP_GITLAB_USERNAME is set/,
    ],
    [
      { REACT_APP_FORGEJO_URL: 'https://codeberg.org' },
      'REACT_APP_FORGEJO_USERNAME',
      /empty while REACT_APP_FORGEJO_URL is set/,
    ],
    [
      { REACT_APP_FORGEJO_USERNAME: 'octo-fj' },
      'REACT_APP_FORGEJO_URL',
      /empty while REACT_APP_FORGEJO_USERNAME is set/,
    ],
    [
      { REACT_APP_FORGEJO_URL: 'codeberg.org', REACT_APP_FORGEJO_USERNAME: 'octo-fj' },
      'REACT_APP_FORGEJO_URL',
      /not a valid URL/,
    ],
    [
      { REACT_APP_FORGEJO_URL: 'https://codeberg.org', REACT_APP_FORGEJO_USERNAME: '@octo-fj' },
      'REACT_APP_FORGEJO_USERNAME',
      /is not a valid Forgejo username \("@octo-fj"\)/,
    ],
    [
      { REACT_APP_GITHUB_ALLOWED_ORG: 'acme', REACT_APP_GITHUB_ALLOWED_REPOS: 'one,two,One' },
      'REACT_APP_GITHUB_ALLOWED_REPOS',
      /lists "One" twice/,
    ],
    [{ REACT_APP_DATA_MODE: 'static' }, 'REACT_APP_DATA_MODE', /must be "snapshot" or "live"/],
    [
      { REACT_APP_LANGUAGE: 'klingon' },
      'REACT_APP_LANGUAGE',
      /not written in \("klingon"\).*Write one of en, de, fr, es, pt-BR, ja/s,
    ],
    [{ REACT_APP_LANGUAGES: 'en,,de' }, 'REACT_APP_LANGUAGES', /empty entry at position 2/],
    [{ REACT_APP_LANGUAGES: 'en,de,DE' }, 'REACT_APP_LANGUAGES', /lists "DE" twice/],
    [{ REACT_APP_LANGUAGES: 'en,xx' }, 'REACT_APP_LANGUAGES', /not written in \("xx"\)/],
    [
      { REACT_APP_LANGUAGES: 'en,de', REACT_APP_LANGUAGE: 'de' },
      'REACT_APP_LANGUAGES',
      /beside REACT_APP_LANGUAGE/,
    ],
    [
      { REACT_APP_SHOW_FORKS: 'yes' },
      'REACT_APP_SHOW_FORKS',
      /must be "true" or "false" \("yes"\)/,
    ],
    [{ REACT_APP_SHOW_ARCHIVED: '1' }, 'REACT_APP_SHOW_ARCHIVED', /must be "true" or "false"/],
    [
      { REACT_APP_SORT: 'popularity' },
      'REACT_APP_SORT',
      /must be one of "stars", "updated", "name" \("popularity"\)/,
    ],
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
    [
      { REACT_APP_FEEDS: 'https://dev.to/feed/octo,,https://octo.dev/rss.xml' },
      'REACT_APP_FEEDS',
      /has an empty entry at position 2/,
    ],
    [{ REACT_APP_FEEDS: 'https://a.dev/rss.xml,' }, 'REACT_APP_FEEDS', /empty entry at position 2/],
    [
      { REACT_APP_FEEDS: 'https://dev.to/feed/octo,octo.dev/rss.xml' },
      'REACT_APP_FEEDS',
      /has an entry at position 2 that is not a URL \("octo.dev\/rss.xml"\)/,
    ],
    [
      { REACT_APP_FEEDS: 'ftp://octo.dev/rss.xml' },
      'REACT_APP_FEEDS',
      /entry at position 1 that does not use http or https \("ftp:\/\/octo.dev\/rss.xml"\)/,
    ],
    [
      { REACT_APP_FEEDS: 'javascript:alert(1)' },
      'REACT_APP_FEEDS',
      /position 1 that does not use http or https/,
    ],
    [
      { REACT_APP_FEEDS: 'https://me:secret@octo.dev/rss.xml' },
      'REACT_APP_FEEDS',
      /position 1 with a user name or password \("octo.dev"\)/,
    ],
    [
      { REACT_APP_FEEDS: 'https://octo.dev/rss.xml,https://OCTO.dev/rss.xml' },
      'REACT_APP_FEEDS',
      /lists "https:\/\/OCTO.dev\/rss.xml" twice/,
    ],
    [
      { REACT_APP_FEEDS_LIMIT: '0' },
      'REACT_APP_FEEDS_LIMIT',
      /must be a whole number from 1 to 50 \("0"\)/,
    ],
    [{ REACT_APP_FEEDS_LIMIT: '51' }, 'REACT_APP_FEEDS_LIMIT', /from 1 to 50 \("51"\)/],
    [{ REACT_APP_FEEDS_LIMIT: '2.5' }, 'REACT_APP_FEEDS_LIMIT', /whole number/],
    [{ REACT_APP_FEEDS_LIMIT: '-3' }, 'REACT_APP_FEEDS_LIMIT', /whole number/],
    [{ REACT_APP_FEEDS_LIMIT: 'six' }, 'REACT_APP_FEEDS_LIMIT', /whole number/],
    [{ REACT_APP_OPEN_SOURCE_LIMIT: '0' }, 'REACT_APP_OPEN_SOURCE_LIMIT', /from 1 to 50 \("0"\)/],
    [{ REACT_APP_OPEN_SOURCE_LIMIT: 'nine' }, 'REACT_APP_OPEN_SOURCE_LIMIT', /whole number/],
    [
      { REACT_APP_GITHUB_USERNAME: 'octo', REACT_APP_PINNED_REPOS: 'a,,b' },
      'REACT_APP_PINNED_REPOS',
      /empty entry at position 2/,
    ],
    [
      { REACT_APP_GITHUB_USERNAME: 'octo', REACT_APP_PINNED_REPOS: 'https://github.com/x/y' },
      'REACT_APP_PINNED_REPOS',
      /invalid repository "https:\/\/github.com\/x\/y"/,
    ],
    [
      { REACT_APP_GITHUB_USERNAME: 'octo', REACT_APP_PINNED_REPOS: 'a,b,c,d,e,f,g' },
      'REACT_APP_PINNED_REPOS',
      /lists 7 repositories.*at most 6/,
    ],
    [
      { REACT_APP_GITHUB_USERNAME: 'octo', REACT_APP_PINNED_REPOS: 'tool,Octo/Tool' },
      'REACT_APP_PINNED_REPOS',
      /lists "Octo\/Tool" twice/,
    ],
    [{ REACT_APP_PINNED_REPOS: 'tool' }, 'REACT_APP_PINNED_REPOS', /without its owner/],
    [
      { REACT_APP_OPEN_TO_WORK: 'Backend roles\nremote' },
      'REACT_APP_OPEN_TO_WORK',
      /line break.*one line/,
    ],
    [{ REACT_APP_OPEN_TO_WORK: 'x'.repeat(81) }, 'REACT_APP_OPEN_TO_WORK', /81 characters.*80/],
    [
      { REACT_APP_ACCENT_COLOR: 'blurple' },
      'REACT_APP_ACCENT_COLOR',
      /not an opaque CSS colour.*#0b7285/,
    ],
    [{ REACT_APP_ACCENT_COLOR: '#0b728580' }, 'REACT_APP_ACCENT_COLOR', /not an opaque CSS colour/],
  ])('rejects %p naming %s', (env, variable, problem) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^${variable} `));
    expect(error.message).toMatch(problem);
  });

  it('reads what work the owner is looking for, trimmed, up to 80 characters of any script', () => {
    expect(
      parseConfig({ REACT_APP_OPEN_TO_WORK: ' Backend roles · remote or Berlin ' }).openToWork,
    ).toBe('Backend roles · remote or Berlin');
    expect(parseConfig({ REACT_APP_OPEN_TO_WORK: '求'.repeat(80) }).openToWork).toHaveLength(80);
    expect(parseConfig({ REACT_APP_OPEN_TO_WORK: '  ' }).openToWork).toBeNull();
  });

  it('reads the pinned repositories in order, a bare name as the owner’s', () => {
    const config = parseConfig({
      REACT_APP_GITHUB_USERNAME: 'octo',
      REACT_APP_PINNED_REPOS: ' portfolio , acme-labs/widget-engine',
    });
    expect(config.github.pinnedRepos).toEqual(['octo/portfolio', 'acme-labs/widget-engine']);
    expect(parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' }).github.pinnedRepos).toBeNull();
  });

  it('says how to fix a bad value', () => {
    expect(errorOf({ REACT_APP_GITLAB_URL: 'gitlab' }).message).toBe(
      'REACT_APP_GITLAB_URL is not a valid URL ("gitlab"). Use a full URL such as https://gitlab.example.org. Set it in .env, where the public settings live (.env.local overrides it locally).',
    );
  });

  it('says how to fix a feed list and a feed limit', () => {
    expect(
      errorOf({ REACT_APP_FEEDS: 'https://dev.to/feed/octo,,https://octo.dev/rss.xml' }).message,
    ).toBe(
      'REACT_APP_FEEDS has an empty entry at position 2 ("https://dev.to/feed/octo,,https://octo.dev/rss.xml"). Write feed URLs separated by single commas, e.g. https://dev.to/feed/your-name,https://your-name.dev/rss.xml. Set it in .env, where the public settings live (.env.local overrides it locally).',
    );
    expect(errorOf({ REACT_APP_FEEDS: 'dev.to/feed/octo' }).message).toBe(
      'REACT_APP_FEEDS has an entry at position 1 that is not a URL ("dev.to/feed/octo"). Write each feed as a full URL, e.g. https://dev.to/feed/your-name,https://your-name.dev/rss.xml. Set it in .env, where the public settings live (.env.local overrides it locally).',
    );
    expect(errorOf({ REACT_APP_FEEDS_LIMIT: '100' }).message).toBe(
      'REACT_APP_FEEDS_LIMIT must be a whole number from 1 to 50 ("100"). Leave it empty for the default, 6.',
    );
  });

  it('reads the feed limit at its bounds, and feeds without a limit get 6', () => {
    expect(parseConfig({ REACT_APP_FEEDS_LIMIT: '1' }).feeds.limit).toBe(1);
    expect(parseConfig({ REACT_APP_FEEDS_LIMIT: '50' }).feeds.limit).toBe(50);
    expect(parseConfig({ REACT_APP_FEEDS: 'https://octo.dev/rss.xml' }).feeds).toEqual({
      urls: ['https://octo.dev/rss.xml'],
      limit: 6,
    });
  });

  describe('live-mode tokens', () => {
    const live = { REACT_APP_DATA_MODE: 'live', REACT_APP_GITHUB_USERNAME: 'octo' };
    const github = {
      REACT_APP_GITHUB_TOKEN_CIPHER: 'c2VjcmV0LWNpcGhlcg==',
      REACT_APP_GITHUB_TOKEN_KEY: btoa('k'.repeat(32)),
      REACT_APP_GITHUB_TOKEN_IV: btoa('i'.repeat(12)),
    };

    it('reads the encrypted GitHub token and a plain GitLab token in live mode', () => {
      expect(
        parseConfig({ ...live, ...github, REACT_APP_GITLAB_TOKEN: ' glpat-x ' }).liveTokens,
      ).toEqual({
        github: {
          cipher: github.REACT_APP_GITHUB_TOKEN_CIPHER,
          key: github.REACT_APP_GITHUB_TOKEN_KEY,
          iv: github.REACT_APP_GITHUB_TOKEN_IV,
        },
        gitlab: 'glpat-x',
      });
    });

    it('ignores token variables outside live mode (the page never sees them)', () => {
      expect(parseConfig({ ...github, REACT_APP_GITHUB_USERNAME: 'octo' }).liveTokens).toBeNull();
    });

    it.each([
      [{ REACT_APP_GITHUB_TOKEN_IV: '' }, 'REACT_APP_GITHUB_TOKEN_IV', /is missing while/],
      [{ REACT_APP_GITHUB_TOKEN_KEY: 'not base64!' }, 'REACT_APP_GITHUB_TOKEN_KEY', /not base64/],
      [
        { REACT_APP_GITHUB_TOKEN_KEY: btoa('short') },
        'REACT_APP_GITHUB_TOKEN_KEY',
        /must decode to 32 bytes/,
      ],
      [
        {
          REACT_APP_GITLAB_TOKEN: 'glpat-x',
          REACT_APP_GITLAB_TOKEN_CIPHER: 'YQ==',
          REACT_APP_GITLAB_TOKEN_KEY: btoa('k'.repeat(32)),
          REACT_APP_GITLAB_TOKEN_IV: btoa('i'.repeat(12)),
        },
        'REACT_APP_GITLAB_TOKEN',
        /Keep one of them/,
      ],
    ])('rejects %p naming %s', (override, variable, problem) => {
      const error = errorOf({ ...live, ...github, ...override });
      expect(error.variable).toBe(variable);
      expect(error.message).toMatch(problem);
      expect(error.message).toMatch(/npm run --silent encrypt-token|Keep one/);
    });
  });
});
