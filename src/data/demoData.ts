import { DEFAULT_TECH_STACK } from '../config/techStack';
import type { PortfolioData } from '../domain/model';

/**
 * A fictional owner whose data walks every branch of the page: a repo without description, repos with
 * and without contributions, an allow-listed organization, an empty list, no avatar (default image),
 * stars, forks, last pushes, language bytes, the owner's first and last commits, the account's age.
 * Fixed dates only, so the demo page (and its prerender) is the same on every build.
 */
/**
 * A year of made-up activity from 2025-11-23 (a Sunday) to 2026-11-26: busier on weekdays, quieter in
 * August, from a fixed sequence, so every demo build draws the same calendar.
 */
function demoDays(seed: number, scale: number): readonly number[] {
  let state = seed;
  return Array.from({ length: 7 * 52 + 5 }, (_, day) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    const weekday = day % 7 !== 0 && day % 7 !== 6;
    const august = day >= 251 && day < 282;
    const chance = (weekday ? 0.75 : 0.25) * (august ? 0.3 : 1);
    return state / 2147483648 < chance ? 1 + (state % scale) : 0;
  });
}

export const DEMO_DATA: PortfolioData = {
  profile: {
    login: 'jdoe-dev',
    name: 'Jordan Doe',
    avatarUrl: null,
    htmlUrl: 'https://github.com/jdoe-dev',
    email: 'jordan.doe@example.org',
    websiteUrl: 'https://jordandoe.example.org',
    linkedinUrl: 'https://www.linkedin.com/in/jordan-doe-example',
    gitlabUrl: 'https://gitlab.example.org/jdoe',
    bio: 'Backend developer who likes maps, data pipelines and quiet on-call weeks.',
    company: 'Example Mobility',
    location: 'Lyon, France',
    createdAt: '2014-03-09T10:21:44.000Z',
  },
  ownRepos: [
    {
      id: 'gh-1',
      name: 'portfolio',
      fullName: 'jdoe-dev/portfolio',
      description:
        'This page: a fast single-page portfolio built with React, Ant Design and webpack.',
      url: 'https://github.com/jdoe-dev/portfolio',
      tools: ['TypeScript', 'CSS', 'HTML', 'Shell'],
      contributions: null,
      stars: 18,
      forks: 3,
      pushedAt: '2026-04-28T18:12:09.000Z',
      archived: false,
      fork: false,
      languages: [
        { name: 'TypeScript', bytes: 61240 },
        { name: 'CSS', bytes: 8120 },
        { name: 'HTML', bytes: 2310 },
        { name: 'Shell', bytes: 640 },
      ],
    },
    {
      id: 'gh-2',
      name: 'trail-planner',
      fullName: 'jdoe-dev/trail-planner',
      description:
        'Plans multi-day hikes from GPX tracks, with elevation profiles and water stops.',
      url: 'https://github.com/jdoe-dev/trail-planner',
      tools: ['Python', 'FastAPI', 'PostgreSQL', 'Dockerfile'],
      contributions: null,
      stars: 42,
      forks: 6,
      pushedAt: '2026-03-02T07:45:31.000Z',
      archived: false,
      fork: false,
      languages: [
        { name: 'Python', bytes: 48800 },
        { name: 'Dockerfile', bytes: 1020 },
      ],
    },
    {
      id: 'gh-3',
      name: 'dotfiles',
      fullName: 'jdoe-dev/dotfiles',
      description: null,
      url: 'https://github.com/jdoe-dev/dotfiles',
      tools: ['Shell', 'Lua'],
      contributions: null,
      stars: 4,
      forks: 0,
      pushedAt: '2026-05-10T21:03:55.000Z',
      archived: false,
      fork: false,
      languages: [
        { name: 'Shell', bytes: 9300 },
        { name: 'Lua', bytes: 5100 },
      ],
    },
    {
      id: 'gh-4',
      name: 'rust-ray',
      fullName: 'jdoe-dev/rust-ray',
      description: 'A tiny ray tracer written to learn Rust, renders the classic Cornell box.',
      url: 'https://github.com/jdoe-dev/rust-ray',
      tools: ['Rust'],
      contributions: null,
      stars: 57,
      forks: 5,
      pushedAt: '2024-08-19T16:40:00.000Z',
      archived: false,
      fork: false,
      languages: [{ name: 'Rust', bytes: 23950 }],
    },
    {
      id: 'gh-5',
      name: 'budget-bot',
      fullName: 'jdoe-dev/budget-bot',
      description: 'Chat bot that categorises bank exports and sends a weekly spending summary.',
      url: 'https://github.com/jdoe-dev/budget-bot',
      tools: ['Go', 'Redis'],
      contributions: null,
      stars: 9,
      forks: 1,
      pushedAt: '2025-11-14T12:30:22.000Z',
      archived: false,
      fork: false,
      languages: [{ name: 'Go', bytes: 17400 }],
    },
  ],
  organizations: [
    {
      login: 'acme-labs',
      url: 'https://github.com/acme-labs',
      avatarUrl: null,
      description: 'Allow-listed organization: only two of its repositories are shown.',
      repos: [
        {
          id: 'gh-101',
          name: 'acme-design-system',
          fullName: 'acme-labs/acme-design-system',
          description: 'Shared React components and design tokens for Acme products.',
          url: 'https://github.com/acme-labs/acme-design-system',
          tools: ['TypeScript', 'Sass', 'Storybook'],
          contributions: {
            own: 50,
            total: 90,
            percentage: 55.56,
            firstOwnCommitAt: '2023-02-13T10:02:44.000Z',
            lastOwnCommitAt: '2026-04-29T16:20:05.000Z',
          },
          stars: 310,
          forks: 41,
          pushedAt: '2026-05-06T09:14:27.000Z',
          archived: false,
          fork: false,
          languages: [
            { name: 'TypeScript', bytes: 184320 },
            { name: 'SCSS', bytes: 22870 },
            { name: 'JavaScript', bytes: 3100 },
          ],
        },
        {
          id: 'gh-102',
          name: 'acme-api-gateway',
          fullName: 'acme-labs/acme-api-gateway',
          description: 'Edge gateway routing and rate limiting for the Acme public API.',
          url: 'https://github.com/acme-labs/acme-api-gateway',
          tools: ['Go', 'Kubernetes'],
          contributions: {
            own: 12,
            total: 24,
            percentage: 50,
            firstOwnCommitAt: '2024-06-03T08:30:00.000Z',
            lastOwnCommitAt: '2025-12-11T15:07:19.000Z',
          },
          stars: 76,
          forks: 12,
          pushedAt: '2026-02-17T11:48:03.000Z',
          archived: false,
          fork: false,
          languages: [
            { name: 'Go', bytes: 96410 },
            { name: 'Dockerfile', bytes: 1480 },
            { name: 'Makefile', bytes: 900 },
          ],
        },
      ],
    },
    {
      login: 'open-tools-collective',
      url: 'https://github.com/open-tools-collective',
      avatarUrl: null,
      description: null,
      repos: [
        {
          id: 'gh-201',
          name: 'lint-rules',
          fullName: 'open-tools-collective/lint-rules',
          description: 'Opinionated ESLint rules for accessible React apps.',
          url: 'https://github.com/open-tools-collective/lint-rules',
          tools: ['JavaScript'],
          contributions: {
            own: 7,
            total: 31,
            percentage: 22.58,
            firstOwnCommitAt: '2022-10-05T19:44:12.000Z',
            lastOwnCommitAt: '2024-03-21T07:58:36.000Z',
          },
          stars: 128,
          forks: 19,
          pushedAt: '2025-09-30T20:11:45.000Z',
          archived: false,
          fork: false,
          languages: [{ name: 'JavaScript', bytes: 30420 }],
        },
        {
          id: 'gh-202',
          name: 'docs-site',
          fullName: 'open-tools-collective/docs-site',
          description: null,
          url: 'https://github.com/open-tools-collective/docs-site',
          tools: [],
          // An empty repository: no commits, and GitHub knows no language of it.
          contributions: { own: 0, total: 0, percentage: 0 },
          stars: 3,
          forks: 2,
          pushedAt: '2025-01-08T14:00:00.000Z',
          archived: false,
          fork: false,
          languages: [],
        },
      ],
    },
  ],
  activity: {
    github: { start: '2025-11-23', counts: demoDays(20251123, 7) },
    gitlab: { start: '2025-11-23', counts: demoDays(42, 3) },
  },
  // The owner's own pick: the portfolio before the more starred repositories, and an organization's.
  pinned: ['jdoe-dev/portfolio', 'acme-labs/acme-api-gateway'],
  openSource: [
    {
      fullName: 'openmaps-collective/vector-tiles-gl',
      url: 'https://github.com/openmaps-collective/vector-tiles-gl',
      description: 'Interactive vector tile maps in the browser.',
      stars: 7400,
      pullRequests: [
        {
          title: 'Keep the label collision index when the style reloads',
          number: 5120,
          url: 'https://github.com/openmaps-collective/vector-tiles-gl/pull/5120',
          mergedAt: '2026-03-18T14:05:00.000Z',
        },
        {
          title: 'Document the terrain exaggeration option',
          number: 4877,
          url: 'https://github.com/openmaps-collective/vector-tiles-gl/pull/4877',
          mergedAt: '2025-11-02T09:41:00.000Z',
        },
      ],
    },
    {
      fullName: 'dataflow-foundation/dataflow',
      url: 'https://github.com/dataflow-foundation/dataflow',
      description: null,
      stars: 3900,
      pullRequests: [
        {
          title: 'Retry a sensor whose poke raises a transient error',
          number: 41233,
          url: 'https://github.com/dataflow-foundation/dataflow/pull/41233',
          mergedAt: '2026-01-09T17:20:00.000Z',
        },
      ],
    },
  ],
  gitlabProjects: [
    {
      id: 'gl-1',
      name: 'thesis-simulations',
      description: 'Monte Carlo simulations and plots for my master thesis.',
      url: 'https://gitlab.example.org/jdoe/thesis-simulations',
      tools: ['Python', 'Jupyter'],
      contributions: null,
      stars: 11,
      forks: 2,
      pushedAt: '2024-10-02T13:22:10.000Z',
      archived: false,
    },
    {
      id: 'gl-2',
      name: 'home-lab',
      description: 'Ansible playbooks and Terraform for my home lab cluster.',
      url: 'https://gitlab.example.org/jdoe/home-lab',
      tools: ['Ansible', 'Terraform'],
      contributions: null,
      stars: 5,
      forks: 0,
      pushedAt: '2026-04-11T19:05:48.000Z',
      archived: false,
    },
    {
      id: 'gl-3',
      name: 'ci-templates',
      description: null,
      url: 'https://gitlab.example.org/jdoe/ci-templates',
      tools: [],
      contributions: null,
      stars: 2,
      forks: 1,
      pushedAt: '2025-07-23T08:41:00.000Z',
      archived: false,
    },
  ],
  starredProjects: [],
  gitlabGroups: [
    {
      id: 'glg-1',
      name: 'Research Computing',
      fullPath: 'research-computing',
      description: 'Shared tooling of the university research computing team.',
      url: 'https://gitlab.example.org/research-computing',
    },
    {
      id: 'glg-2',
      name: 'Hackathon 2025',
      fullPath: 'hackathon-2025',
      description: null,
      url: 'https://gitlab.example.org/hackathon-2025',
    },
  ],
  // The demo has no Forgejo instance: its settings are empty, so the page has no such tab.
  forgejoRepos: [],
  forgejoOrganizations: [],
  forgejoStarred: [],
  techStack: DEFAULT_TECH_STACK,
};
