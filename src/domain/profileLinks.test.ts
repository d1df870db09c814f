import { parseConfig } from '../config/parseConfig';
import { portfolioData } from '../../test/portfolioFixtures';
import {
  githubProfileUrl,
  githubWebUrl,
  ownerName,
  profileLinks,
  profilePages,
} from './profileLinks';
import type { ResumeBasics } from './content';

const profile = portfolioData().profile;
const config = parseConfig({
  REACT_APP_GITHUB_USERNAME: 'octo',
  REACT_APP_GITLAB_URL: 'https://gitlab.example.org/',
  REACT_APP_GITLAB_USERNAME: 'octo-gl',
  REACT_APP_CONTACT_EMAIL: 'fallback@example.org',
  REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/fallback',
  REACT_APP_WEBSITE_URL: 'https://fallback.example.org',
});

describe('ownerName', () => {
  const cat = { name: 'Octo Cat', login: 'octo' };
  const configured = (username: string | null) => ({ github: { username } });

  it('takes the resume’s name first, then GitHub’s, then the login', () => {
    expect(ownerName(cat, config, { name: 'Jordan Doe' })).toBe('Jordan Doe');
    expect(ownerName(cat, config, { name: undefined })).toBe('Octo Cat');
    expect(ownerName({ name: null, login: 'octo' }, config, null)).toBe('octo');
  });

  it.each([null, '', '   '])('falls back to the login when the name is %p', (name) => {
    expect(ownerName({ name, login: 'octo' }, configured('other'), null)).toBe('octo');
  });

  it('uses the configured login only without a profile (loading, or failed)', () => {
    expect(ownerName(cat, configured('configured'), null)).toBe('Octo Cat');
    expect(ownerName(null, configured('configured'), undefined)).toBe('configured');
    expect(ownerName(null, configured(null), null)).toBe('');
  });
});

describe('profilePages', () => {
  it('lists the pages in the header’s order, without the e-mail and the phone', () => {
    const resume: ResumeBasics = {
      name: 'Jordan Doe',
      phone: '+33 1 23',
      profiles: [{ network: 'Mastodon', url: 'https://mastodon.example/@octo' }],
    };
    const links = profileLinks(profile, config, resume);
    expect(profilePages(links, 'Website')).toEqual([
      { label: 'GitHub', url: links.github },
      { label: 'GitLab', url: links.gitlab },
      { label: 'LinkedIn', url: links.linkedin },
      { label: 'Website', url: links.website },
      ...links.social.map(({ label, url }) => ({ label, url })),
    ]);
    expect(links.social.map(({ url }) => url)).toContain('https://mastodon.example/@octo');
  });

  it('leaves out what the owner has not got', () => {
    const bare = profileLinks(null, parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' }));
    expect(profilePages(bare, 'Website')).toEqual([
      { label: 'GitHub', url: 'https://github.com/octo' },
    ]);
  });
});

describe('profileLinks', () => {
  it('takes every link from the profile when it has them', () => {
    expect(profileLinks(profile, config)).toEqual({
      github: 'https://github.com/octo',
      gitlab: 'https://gitlab.example.org/octo',
      email: 'octo@example.org',
      linkedin: 'https://www.linkedin.com/in/octo',
      website: 'https://octo.example.org',
      phone: null,
      social: [],
    });
  });

  it('falls back to the configured values for missing profile fields', () => {
    const bare = { ...profile, email: null, websiteUrl: '', linkedinUrl: null, gitlabUrl: null };
    expect(profileLinks(bare, config)).toEqual({
      github: 'https://github.com/octo',
      gitlab: 'https://gitlab.example.org/octo-gl',
      email: 'fallback@example.org',
      linkedin: 'https://www.linkedin.com/in/fallback',
      website: 'https://fallback.example.org',
      phone: null,
      social: [],
    });
  });

  it('adds the scheme GitHub blog fields often lack', () => {
    expect(profileLinks({ ...profile, websiteUrl: 'octo.dev' }, config).website).toBe(
      'https://octo.dev',
    );
  });

  it('uses only the configuration without a profile', () => {
    expect(profileLinks(null, config)).toEqual({
      github: 'https://github.com/octo',
      gitlab: 'https://gitlab.example.org/octo-gl',
      email: 'fallback@example.org',
      linkedin: 'https://www.linkedin.com/in/fallback',
      website: 'https://fallback.example.org',
      phone: null,
      social: [],
    });
  });

  it('has no link where nothing is known', () => {
    expect(profileLinks(null, parseConfig({}))).toEqual({
      github: null,
      gitlab: null,
      email: null,
      linkedin: null,
      website: null,
      phone: null,
      social: [],
    });
  });

  it('lists the other social accounts once each, named by provider or host, LinkedIn and the website aside', () => {
    const withAccounts = {
      ...profile,
      socialAccounts: [
        { provider: 'linkedin', url: 'https://www.linkedin.com/in/octo' },
        { provider: 'mastodon', url: 'https://mastodon.social/@octo' },
        { provider: 'twitter', url: 'https://x.com/octo' },
        { provider: 'generic', url: 'https://www.octo.blog/' },
        { provider: 'generic', url: 'https://octo.example.org' },
        { provider: 'mastodon', url: 'https://mastodon.social/@octo/' },
      ],
    };
    expect(profileLinks(withAccounts, config).social).toEqual([
      { provider: 'mastodon', label: 'Mastodon', url: 'https://mastodon.social/@octo' },
      { provider: 'twitter', label: 'X', url: 'https://x.com/octo' },
      { provider: 'generic', label: 'octo.blog', url: 'https://www.octo.blog/' },
    ]);
  });
});

describe('profile links with a Forgejo account', () => {
  const withForgejo = (url: string) =>
    parseConfig({
      REACT_APP_GITHUB_USERNAME: 'octo',
      REACT_APP_FORGEJO_URL: url,
      REACT_APP_FORGEJO_USERNAME: 'octo-fj',
    });

  it('shows the Forgejo profile first among the accounts, named after the instance, once', () => {
    const withAccounts = {
      ...profile,
      socialAccounts: [
        { provider: 'generic', url: 'https://codeberg.org/octo-fj/' },
        { provider: 'mastodon', url: 'https://mastodon.social/@octo' },
      ],
    };
    const links = profileLinks(withAccounts, withForgejo('https://codeberg.org'));
    expect(links.social).toEqual([
      { provider: 'forgejo', label: 'Codeberg', url: 'https://codeberg.org/octo-fj' },
      { provider: 'mastodon', label: 'Mastodon', url: 'https://mastodon.social/@octo' },
    ]);
    expect(profilePages(links, 'Website').map(({ label }) => label)).toContain('Codeberg');
    expect(
      profileLinks(null, withForgejo('https://git.example.org/')).social.map(({ label, url }) => [
        label,
        url,
      ]),
    ).toEqual([['git.example.org', 'https://git.example.org/octo-fj']]);
  });

  it('has no such account without the settings', () => {
    expect(profileLinks(profile, config).social.map(({ provider }) => provider)).not.toContain(
      'forgejo',
    );
  });
});

describe('profile links with a resume', () => {
  const basics: ResumeBasics = {
    email: 'jordan@example.com',
    url: 'https://jordan.example.com',
    phone: '+33 6 00 00 00 00',
    profiles: [
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan' },
      { network: 'Mastodon', url: 'https://mastodon.social/@octo/' },
      { network: 'Dev.to', username: 'jordan', url: 'https://dev.to/jordan' },
      { network: 'GitHub', url: 'https://github.com/octo' },
      { network: 'Twitter', username: 'no-url' },
    ],
  };
  const withAccounts = {
    ...profile,
    socialAccounts: [{ provider: 'mastodon', url: 'https://mastodon.social/@octo' }],
  };

  it('takes the e-mail, website, LinkedIn and phone from the resume over the profile', () => {
    expect(profileLinks(withAccounts, config, basics)).toMatchObject({
      email: 'jordan@example.com',
      website: 'https://jordan.example.com',
      linkedin: 'https://www.linkedin.com/in/jordan',
      phone: '+33 6 00 00 00 00',
    });
  });

  it("adds the resume's profiles to GitHub's social accounts, each address once", () => {
    expect(profileLinks(withAccounts, config, basics).social).toEqual([
      { provider: 'mastodon', label: 'Mastodon', url: 'https://mastodon.social/@octo' },
      { provider: 'dev.to', label: 'Dev.to', url: 'https://dev.to/jordan' },
    ]);
  });

  it('keeps the profile where the resume says nothing', () => {
    expect(profileLinks(profile, config, { profiles: [] })).toEqual(profileLinks(profile, config));
  });
});

describe('profile links without a scheme', () => {
  it('adds https:// to a LinkedIn address given without one', () => {
    const bare = { ...profile, linkedinUrl: 'www.linkedin.com/in/octo' };
    expect(profileLinks(bare, config).linkedin).toBe('https://www.linkedin.com/in/octo');
  });
});

describe('profile links from free-text fields', () => {
  // The blog and LinkedIn fields are free text: the scheme is added, never taken from them.
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example'])(
    'links %p only over https',
    (text) => {
      const links = profileLinks({ ...profile, websiteUrl: text, linkedinUrl: text }, config);
      expect(links.website).toBe(`https://${text}`);
      expect(links.linkedin).toBe(`https://${text}`);
    },
  );
});

describe('githubProfileUrl', () => {
  it('puts the login after the web address of the configured instance', () => {
    expect(githubProfileUrl('https://api.github.com', 'octo')).toBe('https://github.com/octo');
    expect(githubProfileUrl('https://github.example.com/api/v3', 'octo')).toBe(
      'https://github.example.com/octo',
    );
  });

  it('keeps an odd login inside the path', () => {
    expect(githubProfileUrl('https://api.github.com', 'a/b?c#d')).toBe(
      'https://github.com/a%2Fb%3Fc%23d',
    );
  });
});

describe('githubWebUrl', () => {
  it.each([
    ['https://api.github.com', 'https://github.com'],
    ['https://github.example.com/api/v3', 'https://github.example.com'],
    ['https://api.acme.ghe.com', 'https://acme.ghe.com'],
    ['http://127.0.0.1:4010/github', 'http://127.0.0.1:4010/github'],
  ])('maps %s to %s', (apiUrl, webUrl) => {
    expect(githubWebUrl(apiUrl)).toBe(webUrl);
  });
});
