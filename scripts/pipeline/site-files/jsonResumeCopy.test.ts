import { RESUME } from '../../../test/fixtures/resume';
import { ENGLISH } from '../../../src/i18n/english';
import type { ProfileLinks } from '../../../src/domain/profileLinks';
import type { OpenSourceContribution, Profile, Repository } from '../../../src/domain/model';
import { resumeIssues } from '../settings/resume/validateResume';
import { jsonResumeCopy, type JsonResumeInput } from './jsonResumeCopy';

const profile: Profile = {
  login: 'jdoe',
  name: 'Jordan Doe',
  avatarUrl: null,
  htmlUrl: 'https://github.com/jdoe',
  email: null,
  websiteUrl: null,
  linkedinUrl: null,
  gitlabUrl: null,
  bio: 'GitHub bio',
  company: null,
  location: null,
};

const LINKS: ProfileLinks = {
  github: 'https://github.com/jdoe',
  gitlab: 'https://gitlab.example.org/jdoe',
  email: 'jordan@example.com',
  linkedin: 'https://www.linkedin.com/in/jdoe',
  website: 'https://jordan.example.com',
  phone: null,
  social: [{ provider: 'mastodon', label: 'Mastodon', url: 'https://mastodon.example/@jordan/' }],
};

const repo = (overrides: Partial<Repository>): Repository => ({
  id: overrides.name ?? 'r',
  name: 'r',
  description: null,
  url: null,
  tools: [],
  contributions: null,
  ...overrides,
});

const contribution: OpenSourceContribution = {
  fullName: 'big-corp/framework',
  url: 'https://github.com/big-corp/framework',
  description: 'A framework',
  stars: 900,
  pullRequests: [
    { title: 'b', number: 2, url: null, mergedAt: '2026-05-01T10:00:00Z' },
    { title: 'a', number: 1, url: null, mergedAt: '2025-02-03T10:00:00Z' },
  ],
};

const input = (overrides: Partial<JsonResumeInput> = {}): JsonResumeInput => ({
  resume: RESUME,
  profile,
  name: 'Jordan Doe',
  login: 'jdoe',
  links: LINKS,
  ownRepos: [
    repo({
      name: 'cli-kit',
      fullName: 'jdoe/cli-kit',
      url: 'https://github.com/jdoe/cli-kit',
      tools: ['Go'],
      stars: 3,
    }),
  ],
  organizations: [
    {
      login: 'acme',
      url: 'https://github.com/acme',
      avatarUrl: null,
      description: null,
      repos: [repo({ name: 'engine', url: 'https://github.com/acme/engine', tools: ['Rust'] })],
    },
  ],
  gitlabProjects: [],
  openSource: [contribution],
  locale: ENGLISH,
  canonical: 'https://jdoe.github.io/portfolio/resume.json',
  lastModified: '2026-11-26T06:00:00.000Z',
  ...overrides,
});

describe('jsonResumeCopy', () => {
  it('lists the Forgejo tab’s repositories as projects and its profile, as GitLab’s', () => {
    const copy = jsonResumeCopy(
      input({
        forgejo: {
          name: 'Codeberg',
          profileUrl: 'https://codeberg.org/octo-fj',
          repos: [
            repo({
              name: 'tiny-http',
              fullName: 'octo-fj/tiny-http',
              url: 'https://codeberg.org/octo-fj/tiny-http',
              tools: ['Rust'],
            }),
          ],
        },
      }),
    );
    expect(resumeIssues(copy)).toEqual([]);
    expect(copy.projects).toContainEqual({
      name: 'octo-fj/tiny-http',
      url: 'https://codeberg.org/octo-fj/tiny-http',
      keywords: ['Rust'],
      type: 'repository',
    });
    expect((copy.basics as { profiles: unknown[] }).profiles).toContainEqual({
      network: 'Codeberg',
      url: 'https://codeberg.org/octo-fj',
    });
  });

  it('is valid JSON Resume: the resume, the profiles, the shown repositories and contributions as projects', () => {
    const copy = jsonResumeCopy(input());
    expect(resumeIssues(copy)).toEqual([]);
    expect(copy.basics).toMatchObject({
      name: 'Jordan Doe',
      label: 'Backend engineer',
      email: 'jordan@example.com',
      url: 'https://jordan.example.com',
      summary: 'Builds data pipelines that stay up.',
    });
    const basics = copy.basics as { profiles: { network: string }[] };
    // The resume's Mastodon once (its address written with and without the slash), then the rest.
    expect(basics.profiles.map(({ network }) => network)).toEqual([
      'Mastodon',
      'GitHub',
      'GitLab',
      'LinkedIn',
    ]);
    expect((copy.work as { name: string }[]).map(({ name }) => name)).toContain('Example Mobility');
    const projects = copy.projects as Record<string, unknown>[];
    expect(projects.map(({ name }) => name)).toEqual([
      ...RESUME.projects.map(({ name }) => name),
      'jdoe/cli-kit',
      'acme/engine',
      'big-corp/framework',
    ]);
    expect(projects.find(({ name }) => name === 'jdoe/cli-kit')).toMatchObject({
      url: 'https://github.com/jdoe/cli-kit',
      keywords: ['Go'],
    });
    expect(projects.at(-1)).toMatchObject({
      highlights: ['2 merged pull requests'],
      roles: ['Contributor'],
      startDate: '2025-02-03',
      endDate: '2026-05-01',
    });
    expect(copy.meta).toEqual({
      canonical: 'https://jdoe.github.io/portfolio/resume.json',
      version: 'v1.0.0',
      lastModified: '2026-11-26T06:00:00.000Z',
    });
  });

  it("makes the owner's sections marked as references JSON Resume's references, and nothing of the others", () => {
    const section = {
      key: 'colleagues',
      title: 'A. Colleague, Example Mobility',
      order: 0,
      placement: 'github' as const,
      print: true,
      body: [{ tag: 'p' as const, children: ['Jordan is a great engineer.'] }],
      resume: 'references' as const,
    };
    const copy = jsonResumeCopy(
      input({
        sections: [section, { ...section, key: 'talks', title: 'Talks', resume: undefined }],
      }),
    );
    expect(resumeIssues(copy)).toEqual([]);
    expect(copy.references).toEqual([
      { name: 'A. Colleague, Example Mobility', reference: 'Jordan is a great engineer.' },
    ]);
    expect(JSON.stringify(copy)).not.toContain('Talks');
    expect(jsonResumeCopy(input({ sections: [] }))).not.toHaveProperty('references');
  });

  it('has the phone and the street address only when the page shows them', () => {
    const hidden = jsonResumeCopy(input());
    expect(JSON.stringify(hidden)).not.toContain('phone');
    const shown = jsonResumeCopy(
      input({
        links: { ...LINKS, phone: '+33 1 23 45 67 89' },
        resume: {
          ...RESUME,
          basics: { ...RESUME.basics, place: { address: '1 rue X', city: 'Lyon' } },
        },
      }),
    );
    expect(shown.basics).toMatchObject({
      phone: '+33 1 23 45 67 89',
      location: { address: '1 rue X', city: 'Lyon' },
    });
    expect(resumeIssues(shown)).toEqual([]);
  });

  it('is valid without a resume: GitHub’s name and bio, and the projects', () => {
    const copy = jsonResumeCopy(input({ resume: null }));
    expect(resumeIssues(copy)).toEqual([]);
    expect(copy.basics).toMatchObject({ name: 'Jordan Doe', summary: 'GitHub bio' });
    expect(copy).not.toHaveProperty('work');
  });
});
