/**
 * What the global setup prepared, handed to the test files through environment variables (the only
 * channel from jest's global setup to the tests).
 */
import path from 'node:path';

export {
  MOCK_GITHUB_TOKEN as GITHUB_TOKEN,
  MOCK_GITLAB_TOKEN as GITLAB_TOKEN,
  mockOwnerSettings,
} from '../../mock/mockOwner';

export const ROOT = path.resolve(__dirname, '../..');
/** Ignored by git: the builds and anything a failing run leaves behind. */
const RESULTS_DIR = path.join(ROOT, 'test-results');
export const BUILDS_DIR = path.join(RESULTS_DIR, 'builds');

/** The mock owner's GitHub bio (mock/worlds/scenario.ts): the page's description too. */
export const OWNER_BIO = 'Full-stack developer. TypeScript, Go and tidy infrastructure.';
/** The owner's LinkedIn among their GitHub social accounts (mock/worlds/scenario.ts): the page's. */
export const LINKEDIN_URL = 'https://www.linkedin.com/in/octo-dev';
/** The resume of the story build: the demo's, every section filled (scripts/pipeline/settings/resume/). */
export const STORY_RESUME = path.join(ROOT, 'src/data/demo/resume.json');
/** The story owner's REACT_APP_OPEN_TO_WORK: a badge in the header, the description, the JSON-LD. */
export const STORY_OPEN_TO_WORK = 'Backend roles · remote or <Lyon>';
/** The story owner's REACT_APP_ACCENT_COLOR: a yellow with no contrast on white, made AA there. */
export const STORY_ACCENT = '#ffcc00';
/**
 * The story owner's analytics: a self-hosted Plausible at a host that does not exist, answered by the
 * test's stand-in (Playwright's routing): its script and its event endpoint.
 */
export const ANALYTICS_ORIGIN = 'https://stats.example.test';
export const STORY_ANALYTICS = `plausible:example.github.io@${ANALYTICS_ORIGIN}/js/script.js`;
/**
 * Feeds of the story build that fail (paths under the mock's /feeds): one answers 500, one never
 * answers, one is XML cut off in the middle, one JSON Feed cut off.
 */
export const FAILING_FEEDS = {
  down: '/down.xml',
  hung: '/slow.xml',
  cutXml: '/cut.xml',
  cutJson: '/feed.json',
} as const;

/** The start of an RSS document, as a connection that breaks mid-answer leaves it. */
export const CUT_XML =
  '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Cut</title><item><title>Half';

/**
 * The story owner's own sections (sections/, docs/your-sections.md): a tab (Talks, with a table,
 * highlighted code, the owner's image and a footnote; its German copy), a section in the GitHub
 * Projects tab, a testimonial in the Experience tab that is not printed (JSON Resume's references),
 * and a hostile tab (Notes) whose raw HTML, script, event handler, javascript: link and remote image
 * must leave nothing in build/. Markers that must never appear there: HOSTILE_SECTION_MARKERS.
 */
export const STORY_SECTIONS = {
  'talks.md': [
    '---',
    'title: Talks',
    'order: 1',
    '---',
    '## Routing at scale',
    '',
    'Given at a meetup in Lyon.[^1]',
    '',
    '| Year | Event |',
    '| ---- | ----- |',
    '| 2025 | Rust Lyon |',
    '',
    '```ts',
    'const route: string = "A-B";',
    '```',
    '',
    '![The stage](img/stage.png)',
    '',
    '[^1]: With slides.',
  ].join('\n'),
  'de/talks.md': ['---', 'title: Vorträge', 'order: 1', '---', 'Ein Vortrag in Lyon.'].join('\n'),
  'now.md': [
    '---',
    'title: Now',
    'placement: GitHub Projects',
    '---',
    'Learning **Rust** and writing a [router](https://example.org/router).',
  ].join('\n'),
  'colleagues.md': [
    '---',
    'title: What colleagues say',
    'placement: Experience',
    'print: false',
    'resume: references',
    '---',
    '> A calm, careful engineer. (A. Colleague)',
  ].join('\n'),
  'notes.md': [
    '---',
    'title: Notes',
    'order: 2',
    // Kept off the CV, which stays one or two pages.
    'print: false',
    '---',
    'Plain notes.',
    '',
    '<script>window.sectionPwned = "script"</script>',
    '',
    '<img src="x" onerror="window.sectionPwned = \'onerror\'">',
    '',
    "[Click me](javascript:window.sectionPwned='link')",
    '',
    '![tracker](https://section-evil.example/pixel.png)',
  ].join('\n'),
} as const;
/** What the hostile section holds that must be nowhere in build/. */
export const HOSTILE_SECTION_MARKERS = ['sectionPwned', 'section-evil.example'];
/**
 * What the story site calls its Forgejo instance (the mock's, by its host and port: no instance of a
 * known name), set by the global setup.
 */
export const STORY_FORGEJO_NAME = process.env.E2E_STORY_FORGEJO_NAME ?? 'Forgejo';
/** The story's tabs: the specified three, the Forgejo tab, the story's two, then the owner's own sections. */
export const STORY_TABS = [
  'GitHub Projects',
  'GitLab Projects',
  'Tech Stack',
  `${STORY_FORGEJO_NAME} Projects`,
  'Experience',
  'Writing',
  'Talks',
  'Notes',
];
export const STORY_GERMAN_TABS = [
  'GitHub-Projekte',
  'GitLab-Projekte',
  'Tech-Stack',
  `Projekte auf ${STORY_FORGEJO_NAME}`,
  'Werdegang',
  'Artikel',
  'Vorträge',
  'Notes',
];

/** The published address the main snapshot build is made for (PUBLIC_URL as a full URL). */
export const SITE_URL = 'https://example.github.io/portfolio/';

interface E2eSettings {
  /** The mock API port baked into both builds: tests start their mock on it again. */
  readonly mockPort: number;
  /** Snapshot mode for PUBLIC_URL=SITE_URL, served under /portfolio/. */
  readonly snapshotBuild: string;
  /** Snapshot mode for PUBLIC_URL=/ (a user site at the root of its domain). */
  readonly rootBuild: string;
  readonly liveBuild: string;
  /** Snapshot mode with a resume and feeds (the owner's story), served under /portfolio/. */
  readonly storyBuild: string;
  /** What that build printed: its warnings about the feeds that failed. */
  readonly storyLog: string;
  /** The AES key embedded in the live build for the GitHub token (a test swaps it for a wrong one). */
  readonly liveGithubKey: string;
}

export function e2eSettings(): E2eSettings {
  const {
    E2E_MOCK_PORT,
    E2E_SNAPSHOT_BUILD,
    E2E_ROOT_BUILD,
    E2E_LIVE_BUILD,
    E2E_STORY_BUILD,
    E2E_LIVE_GITHUB_KEY,
  } = process.env;
  if (
    !E2E_MOCK_PORT ||
    !E2E_SNAPSHOT_BUILD ||
    !E2E_ROOT_BUILD ||
    !E2E_LIVE_BUILD ||
    !E2E_STORY_BUILD ||
    !E2E_LIVE_GITHUB_KEY
  ) {
    throw new Error(
      'Run the browser tests with npm run test:e2e (its global setup builds the site).',
    );
  }
  return {
    mockPort: Number(E2E_MOCK_PORT),
    snapshotBuild: E2E_SNAPSHOT_BUILD,
    rootBuild: E2E_ROOT_BUILD,
    liveBuild: E2E_LIVE_BUILD,
    storyBuild: E2E_STORY_BUILD,
    storyLog: `${E2E_STORY_BUILD}.log`,
    liveGithubKey: E2E_LIVE_GITHUB_KEY,
  };
}
