import { parseConfig } from '../../config/parseConfig';
import type { GitHubOrg, GitHubRepo, GitHubUser } from '../../services/github/githubTypes';
import type { GitLabGroupJson, GitLabProject } from '../../services/gitlab/gitlabTypes';
import {
  commitDate,
  groupFromGitLab,
  organizationFromGitHub,
  profileFromGitHub,
  repositoryFromGitHub,
  repositoryFromGitLab,
} from './toModel';

const config = parseConfig({
  REACT_APP_GITHUB_USERNAME: 'octo',
  REACT_APP_GITHUB_API_URL: 'https://github.example.com/api/v3',
  REACT_APP_GITLAB_URL: 'https://gitlab.example.org',
  REACT_APP_GITLAB_USERNAME: 'octo-gl',
});

const user: GitHubUser = {
  login: 'octo',
  name: 'Octo Cat',
  avatar_url: 'https://avatars.example.com/u/1?v=4',
  html_url: 'https://github.example.com/octo',
  email: null,
  blog: null,
  bio: null,
  company: null,
  location: null,
};

const githubRepo: GitHubRepo = {
  id: 7,
  name: 'repo-one',
  full_name: 'octo/repo-one',
  owner: { login: 'octo' },
  private: false,
  html_url: 'https://github.example.com/octo/repo-one',
  description: 'First',
};

const org: GitHubOrg = {
  login: 'acme',
  avatar_url: 'https://avatars.example.com/u/2?v=4',
  description: null,
};

const project: GitLabProject = {
  id: 3,
  name: 'thesis',
  path_with_namespace: 'octo-gl/thesis',
  description: null,
  web_url: 'https://gitlab.example.org/octo-gl/thesis',
};

const group: GitLabGroupJson = {
  id: 4,
  name: 'Research',
  full_path: 'research',
  description: null,
  web_url: 'https://gitlab.example.org/groups/research',
};

const details = { tools: [], contributions: null };

/** What an API (compromised, buggy, or a mock) could put where a web address belongs. */
const UNSAFE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' \u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example',
  '/octo',
  'https:evil',
  'not a url',
  '',
];

describe('every URL of an API response is checked', () => {
  it('keeps the http/https addresses of a well-formed response', () => {
    const profile = profileFromGitHub(user, config);
    expect(profile.avatarUrl).toBe('https://avatars.example.com/u/1?v=4');
    expect(profile.htmlUrl).toBe('https://github.example.com/octo');
    expect(repositoryFromGitHub(githubRepo, details).url).toBe(
      'https://github.example.com/octo/repo-one',
    );
    expect(organizationFromGitHub(org, 'https://github.example.com', []).avatarUrl).toBe(
      'https://avatars.example.com/u/2?v=4',
    );
    expect(repositoryFromGitLab(project).url).toBe('https://gitlab.example.org/octo-gl/thesis');
    expect(groupFromGitLab(group).url).toBe('https://gitlab.example.org/groups/research');
  });

  it('keeps an http address (a local mock or an instance without TLS)', () => {
    expect(repositoryFromGitLab({ ...project, web_url: 'http://127.0.0.1:4010/a/b' }).url).toBe(
      'http://127.0.0.1:4010/a/b',
    );
  });

  describe.each(UNSAFE)('with %j', (unsafe) => {
    it('drops the profile picture (the page shows its default one)', () => {
      expect(profileFromGitHub({ ...user, avatar_url: unsafe }, config).avatarUrl).toBeNull();
    });

    it('links the profile on the configured GitHub instance instead', () => {
      expect(profileFromGitHub({ ...user, html_url: unsafe }, config).htmlUrl).toBe(
        'https://github.example.com/octo',
      );
    });

    it('leaves a GitHub repository without a link', () => {
      expect(repositoryFromGitHub({ ...githubRepo, html_url: unsafe }, details).url).toBeNull();
    });

    it('drops the organization picture', () => {
      const organization = organizationFromGitHub(
        { ...org, avatar_url: unsafe },
        'https://github.example.com',
        [],
      );
      expect(organization.avatarUrl).toBeNull();
      expect(organization.url).toBe('https://github.example.com/acme');
    });

    it('leaves a GitLab project without a link', () => {
      expect(repositoryFromGitLab({ ...project, web_url: unsafe }).url).toBeNull();
    });

    it('leaves a GitLab group without a link', () => {
      expect(groupFromGitLab({ ...group, web_url: unsafe }).url).toBeNull();
    });
  });

  it('survives a field that is missing or not a string at run time', () => {
    const broken = { ...user, avatar_url: null, html_url: 42 } as unknown as GitHubUser;
    const profile = profileFromGitHub(broken, config);
    expect(profile.avatarUrl).toBeNull();
    expect(profile.htmlUrl).toBe('https://github.example.com/octo');
    const noUrl = { ...project, web_url: undefined } as unknown as GitLabProject;
    expect(repositoryFromGitLab(noUrl).url).toBeNull();
  });

  it('keeps an odd organization login inside the path of its link', () => {
    const organization = organizationFromGitHub(
      { ...org, login: '../x?y#z' },
      'https://github.example.com',
      [],
    );
    expect(organization.url).toBe('https://github.example.com/..%2Fx%3Fy%23z');
  });

  it('builds the fallback profile link for the public GitHub too', () => {
    const publicConfig = parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' });
    expect(profileFromGitHub({ ...user, html_url: 'javascript:x' }, publicConfig).htmlUrl).toBe(
      'https://github.com/octo',
    );
  });
});

describe('the profile’s website and e-mail (free text on GitHub)', () => {
  it.each([
    ['octo.dev', 'https://octo.dev/'],
    ['  https://octo.dev/blog  ', 'https://octo.dev/blog'],
    ['http://octo.dev', 'http://octo.dev/'],
    ['octo.dev:8080/posts', 'https://octo.dev:8080/posts'],
  ])('reads the website %j as the web address %j', (blog, expected) => {
    expect(profileFromGitHub({ ...user, blog }, config).websiteUrl).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//octo.dev',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'mailto:octo@example.org',
    'https:evil',
    'not a url',
    '',
  ])('drops the website %j', (blog) => {
    const profile = profileFromGitHub({ ...user, blog }, config);
    expect(profile.websiteUrl).toBeNull();
    expect(profile.linkedinUrl).toBeNull();
  });

  it('takes a LinkedIn website as the LinkedIn link, checked like the website', () => {
    expect(profileFromGitHub({ ...user, blog: 'www.linkedin.com/in/octo' }, config)).toMatchObject({
      websiteUrl: null,
      linkedinUrl: 'https://www.linkedin.com/in/octo',
    });
  });

  it('keeps a plain e-mail address, trimmed', () => {
    expect(profileFromGitHub({ ...user, email: ' octo@example.org ' }, config).email).toBe(
      'octo@example.org',
    );
  });

  it.each([
    'octo@example.org?cc=boss@example.org',
    'octo@example.org?subject=hi',
    'octo@example.org,evil@example.org',
    'javascript:alert(1)//@example.org',
    'octo at example.org',
    '',
  ])('drops the e-mail address %j (a mailto: link would read more into it)', (email) => {
    expect(profileFromGitHub({ ...user, email }, config).email).toBeNull();
  });
});

describe('profile text fields', () => {
  it('keeps bio, company and location trimmed, and empty ones as null', () => {
    expect(
      profileFromGitHub(
        { ...user, bio: '  Builds things.  ', company: '@acme', location: '' },
        config,
      ),
    ).toMatchObject({ bio: 'Builds things.', company: '@acme', location: null });
  });
});

describe('account age', () => {
  it('takes the account’s creation time as an ISO time', () => {
    expect(
      profileFromGitHub({ ...user, created_at: '2016-05-04T08:12:41Z' }, config),
    ).toMatchObject({
      createdAt: '2016-05-04T08:12:41.000Z',
    });
  });

  it('is null when GitHub sends no readable creation time', () => {
    expect(profileFromGitHub(user, config).createdAt).toBeNull();
    expect(profileFromGitHub({ ...user, created_at: 'soon' }, config).createdAt).toBeNull();
  });
});

describe('commit dates', () => {
  const dated = (author: string | undefined | null, committer: string | undefined | null) => ({
    sha: 'a',
    commit: {
      author: author === null ? null : author === undefined ? {} : { date: author },
      committer: committer === null ? null : committer === undefined ? {} : { date: committer },
    },
  });

  it('is the author date, which a rebase keeps', () => {
    expect(commitDate(dated('2025-01-06T14:02:11Z', '2025-02-01T09:00:00Z'))).toBe(
      '2025-01-06T14:02:11Z',
    );
  });

  it('falls back to the committer date, else null', () => {
    expect(commitDate(dated(null, '2025-02-01T09:00:00Z'))).toBe('2025-02-01T09:00:00Z');
    expect(commitDate(dated(undefined, '2025-02-01T09:00:00Z'))).toBe('2025-02-01T09:00:00Z');
    expect(commitDate(dated(null, null))).toBeNull();
  });
});
