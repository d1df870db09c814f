/**
 * docs/settings.md, rendered from the one table of settings (src/config/settingsTable.ts). The page is
 * written as Prettier would format it, so the generated file passes `prettier --check` unchanged, and a
 * test compares it with this function's output (`npm run docs:settings` rewrites it).
 */
import {
  SETTING_LIST,
  SETTING_WHERE,
  SETTINGS,
  type SettingEntry,
  type SettingKind,
} from '../../src/config/settingsTable';

const { githubToken, gitlabToken, forgejoToken, port, allowedRepos, publicUrl } = SETTINGS;

/** The page, relative to the repository root. */
export const SETTINGS_REFERENCE_FILE = 'docs/settings.md';

const SECTIONS: ReadonlyArray<{ kind: SettingKind; title: string; intro: string }> = [
  {
    kind: 'public',
    title: 'Public settings',
    intro: `In \`.env\` at the root of your fork, committed. They are public: anyone can read them in the
repository, and what the build made of them in the page's source.`,
  },
  {
    kind: 'secret',
    title: 'Secrets',
    intro: `The Pages workflow reads the Actions secrets \`PORTFOLIO_GITHUB_TOKEN\`, \`PORTFOLIO_GITLAB_TOKEN\` and
\`PORTFOLIO_FORGEJO_TOKEN\` (GitHub refuses secret names that start with \`GITHUB_\`) and hands them to the
build as \`${githubToken.name}\`, \`${gitlabToken.name}\` and \`${forgejoToken.name}\`. For a build on your machine,
put them in \`.env.local\` (git-ignored). Never in \`.env\`.`,
  },
  {
    kind: 'tool',
    title: 'Tool settings',
    intro: `In the environment of the command that needs them, e.g. \`${port.name}=8080 npm start\`; nothing to
commit.`,
  },
];

/** "Actions secret / .env.local" → "Actions secret / `.env.local`". */
const whereHeading = (where: string) =>
  where.replace(/\.env(?:\.local)?/g, (file) => `\`${file}\``);

const INTRO = `# Settings

<!-- Generated from src/config/settingsTable.ts by \`npm run docs:settings\`: edit the table, not this page. -->

Every setting has its default in code: set only what you want to change, and a setting added by a
later version never needs a line in your files. There are three kinds:

- **Public settings** go in \`.env\` at the root of your fork. Upstream ships it once with comments
  only and never changes it, so updating your fork ("Sync fork", \`git merge upstream/main\`) never
  conflicts with your edits: write your settings into it (see [\`.env.example\`](../.env.example), or
  let \`npm run setup\` write them, see [Setup](setup.md)) and commit it, so that the Pages workflow,
  which builds from the repository, gets them.
- **Secrets** (the tokens) go in the repository's Actions secrets (Settings → Secrets and variables →
  Actions), and in \`.env.local\` (git-ignored) for a build on your machine. Never in \`.env\`.
- **Tool settings** say how a command runs (ports, folders, the browser); give them in its
  environment.

The real environment wins over \`.env.local\`, which wins over \`.env\`. The page gets the settings as
the build read them, never a variable itself except \`${publicUrl.name}\` (its base path); live mode's
token lines reach it only in live mode. A build whose output holds the value of any other \`REACT_APP_*\`
variable whose name looks like a secret (\`TOKEN\`, \`SECRET\`, \`PASSWORD\`, \`PAT\`) is refused.
Every value is checked when \`npm start\` or \`npm run build\` begins: a malformed one stops it with one
message that names the variable and the fix, e.g.

\`\`\`
Configuration error: ${allowedRepos.name} has an empty entry at position 2 ("widget-engine,,data-pipes"). Write repository names separated by single commas, e.g. repo-one,repo-two.
\`\`\`

\`npm run doctor\` checks them all at once, with your other files (see [Doctor](doctor.md)). Your
resume, CV and tech stack are files rather than settings: see [Your files](owner-files.md).
`;

/** Display width as Prettier measures it to align a table: wide East Asian characters count twice. */
function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    if (/[\p{Mn}\p{Me}]/u.test(character)) continue;
    const code = character.codePointAt(0) ?? 0;
    if (code <= 31 || (code >= 127 && code <= 159)) continue;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1f300 && code <= 0x1faff) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

/** A table cell is one line: each run of white space that holds a line break becomes one space. */
const cell = (text: string) =>
  text.replace(/\|/g, '\\|').replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));

/** A Markdown table aligned as Prettier aligns it (columns at least 3 wide, padded on the right). */
export function markdownTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  const cells = [header, ...rows].map((row) => row.map(cell));
  const widths = header.map((_, column) =>
    Math.max(3, ...cells.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (row: readonly string[]) =>
    `| ${widths
      .map((width, column) => {
        const text = row[column] ?? '';
        return text + ' '.repeat(width - displayWidth(text));
      })
      .join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The default as the docs say it: the value in backticks (and its note), or what happens without one. */
export function shownDefault(setting: SettingEntry<unknown>): string {
  if (setting.default === null) return setting.absent ?? 'none';
  const value = `\`${setting.defaultText ?? String(setting.default)}\``;
  return setting.note ? `${value} ${setting.note}` : value;
}

function settingsTable(settings: ReadonlyArray<SettingEntry<unknown>>): string {
  return markdownTable(
    ['setting', 'meaning', 'default', 'example'],
    settings.map((setting) => [
      `\`${setting.name}\``,
      setting.meaning,
      shownDefault(setting),
      `\`${setting.example}\``,
    ]),
  );
}

/** docs/settings.md: the intro, then one table per kind of setting. */
export function settingsReference(): string {
  const sections = SECTIONS.map(({ kind, title, intro }) =>
    [
      `## ${title}: ${whereHeading(SETTING_WHERE[kind])}`,
      intro,
      settingsTable(SETTING_LIST.filter((setting) => setting.kind === kind)),
    ].join('\n\n'),
  );
  return `${[INTRO.trimEnd(), ...sections].join('\n\n')}\n`;
}
