import { TECH_STACK } from '../config/techStack';
import type { PortfolioData } from '../domain/model';

/**
 * A fictional owner whose data walks every branch of the page: a repo without description, repos with
 * and without contributions, an allow-listed organization, an empty list, no avatar (default image).
 */
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
  },
  ownRepos: [
    {
      id: 'gh-1',
      name: 'portfolio',
      description:
        'This page: a fast single-page portfolio built with React, Ant Design and webpack.',
      url: 'https://github.com/jdoe-dev/portfolio',
      tools: ['TypeScript', 'CSS', 'HTML', 'Shell'],
      contributions: null,
    },
    {
      id: 'gh-2',
      name: 'trail-planner',
      description:
        'Plans multi-day hikes from GPX tracks, with elevation profiles and water stops.',
      url: 'https://github.com/jdoe-dev/trail-planner',
      tools: ['Python', 'FastAPI', 'PostgreSQL', 'Dockerfile'],
      contributions: null,
    },
    {
      id: 'gh-3',
      name: 'dotfiles',
      description: null,
      url: 'https://github.com/jdoe-dev/dotfiles',
      tools: ['Shell', 'Lua'],
      contributions: null,
    },
    {
      id: 'gh-4',
      name: 'rust-ray',
      description: 'A tiny ray tracer written to learn Rust, renders the classic Cornell box.',
      url: 'https://github.com/jdoe-dev/rust-ray',
      tools: ['Rust'],
      contributions: null,
    },
    {
      id: 'gh-5',
      name: 'budget-bot',
      description: 'Chat bot that categorises bank exports and sends a weekly spending summary.',
      url: 'https://github.com/jdoe-dev/budget-bot',
      tools: ['Go', 'Redis'],
      contributions: null,
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
          description: 'Shared React components and design tokens for Acme products.',
          url: 'https://github.com/acme-labs/acme-design-system',
          tools: ['TypeScript', 'Sass', 'Storybook'],
          contributions: { own: 50, total: 90, percentage: 55.56 },
        },
        {
          id: 'gh-102',
          name: 'acme-api-gateway',
          description: 'Edge gateway routing and rate limiting for the Acme public API.',
          url: 'https://github.com/acme-labs/acme-api-gateway',
          tools: ['Go', 'Kubernetes'],
          contributions: { own: 12, total: 24, percentage: 50 },
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
          description: 'Opinionated ESLint rules for accessible React apps.',
          url: 'https://github.com/open-tools-collective/lint-rules',
          tools: ['JavaScript'],
          contributions: { own: 7, total: 31, percentage: 22.58 },
        },
        {
          id: 'gh-202',
          name: 'docs-site',
          description: null,
          url: 'https://github.com/open-tools-collective/docs-site',
          tools: [],
          contributions: { own: 0, total: 0, percentage: 0 },
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
    },
    {
      id: 'gl-2',
      name: 'home-lab',
      description: 'Ansible playbooks and Terraform for my home lab cluster.',
      url: 'https://gitlab.example.org/jdoe/home-lab',
      tools: ['Ansible', 'Terraform'],
      contributions: null,
    },
    {
      id: 'gl-3',
      name: 'ci-templates',
      description: null,
      url: 'https://gitlab.example.org/jdoe/ci-templates',
      tools: [],
      contributions: null,
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
  techStack: TECH_STACK,
};
