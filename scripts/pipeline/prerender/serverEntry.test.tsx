/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_DATA } from '../../../src/data/demoData';
import { SNAPSHOT_VERSION, type PortfolioSnapshot } from '../../../src/data/snapshot';
import { NO_CONTENT } from '../../../src/domain/content';
import { ENGLISH } from '../../../src/i18n/english';
import type { PageLocale } from '../../../src/i18n/locale';
import { EN } from '../../../src/i18n/messages';
import { prerenderPage } from './serverEntry';

const snapshot: PortfolioSnapshot = {
  version: SNAPSHOT_VERSION,
  fetchedAt: '2026-11-22T05:00:00.000Z',
  parts: DEMO_DATA,
  failures: {},
};

/** Every antd component the page's code imports, from `import { A, B } from 'antd'` lines. */
function antdComponentsUsed(dir: string): Set<string> {
  const used = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\./.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of names.split(',').map((part) => part.trim())) {
        if (/^[A-Z]/.test(name)) used.add(name);
      }
    }
  }
  return used;
}

/** antd's class prefix of a component: Row → ant-row; ConfigProvider has no CSS of its own. */
const CLASS_OF: Record<string, string | null> = { ConfigProvider: null, Button: 'ant-btn' };
const classOf = (component: string) =>
  component in CLASS_OF
    ? CLASS_OF[component]
    : `ant-${component.replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`)}`;

describe('prerenderPage (the server entry)', () => {
  let page: Awaited<ReturnType<typeof prerenderPage>>;
  beforeAll(async () => {
    page = await prerenderPage(snapshot, NO_CONTENT, ENGLISH);
  });

  it('renders the whole default tab from the snapshot: no skeleton, every boundary inline', () => {
    expect(page.html).toContain('<h1 class="profile-name">Jordan Doe</h1>');
    expect(page.html).toContain('GitHub Projects');
    expect(page.html).toContain('>Download CV<');
    for (const repo of DEMO_DATA.ownRepos) expect(page.html).toContain(`>${repo.name}</h3>`);
    expect(page.html).toContain('Contribution Percentage: <!-- -->');
    expect(page.html).not.toContain('ant-skeleton');
    // No boundary left for an inline script to reveal.
    expect(page.html).not.toMatch(/<template|hidden id="S:|\$RC/);
    expect(page.html).toContain('<!--$-->');
  });

  it('gives antd the CSS of every component the code uses, in every state', () => {
    const missing = [...antdComponentsUsed(path.join(__dirname, '../../../src'))]
      .map(classOf)
      .filter((cls): cls is string => cls !== null && !page.styles.includes(`.${cls}`));
    expect(missing).toEqual([]);
    // States rendered only as samples: loading, empty, a failed chunk, and every tag colour.
    for (const cls of ['ant-skeleton-avatar', 'ant-empty', 'ant-tag-magenta', 'ant-tag-geekblue']) {
      expect([cls, page.styles.includes(`.${cls}`)]).toEqual([cls, true]);
    }
  });

  it("keeps the grid's rules of the columns the cards use, not the thousand others", () => {
    // The cards' columns (src/components/CardGrid.tsx), each at its breakpoint.
    for (const column of ['ant-col-xs-24', 'ant-col-sm-12', 'ant-col-md-8']) {
      expect(page.html).toContain(column);
      expect([column, page.styles.includes(`.${column}{`)]).toEqual([column, true]);
    }
    expect(page.styles).toMatch(/@media \(min-width: ?768px\)\{[^}]*\.ant-col-md-8\{/);
    for (const unused of ['ant-col-md-7', 'ant-col-offset-2', 'ant-col-xxl-12', 'ant-col-push-3']) {
      expect([unused, page.styles.includes(`.${unused}`)]).toEqual([unused, false]);
    }
  });

  it("names the theme's CSS variables with the fixed key the browser uses", () => {
    expect(page.styles).toMatch(/\.portfolio\{--ant-blue:[^}]*--ant-color-primary:#0958d9;/);
    expect(page.html).toMatch(/class="[^"]*\bportfolio\b/);
  });

  it("shows the site's copy of the avatar the snapshot names, or the default image without one", async () => {
    const from = 'https://avatars.githubusercontent.com/u/9?v=4';
    const withAvatar = (avatar: PortfolioSnapshot['avatar']): PortfolioSnapshot => ({
      ...snapshot,
      parts: { ...DEMO_DATA, profile: { ...DEMO_DATA.profile, avatarUrl: from } },
      ...(avatar && { avatar }),
    });
    const copy = await prerenderPage(
      withAvatar({
        from,
        image: {
          sources: [{ type: 'image/webp', srcSet: '/a-96.1.webp 1x, /a-192.2.webp 2x' }],
          fallback: { type: 'image/jpeg', srcSet: '/a-96.3.jpg 1x, /a-192.4.jpg 2x' },
          src: '/a-96.3.jpg',
        },
      }),
      NO_CONTENT,
      ENGLISH,
    );
    expect(copy.html).toContain(
      '<picture class="profile-avatar-picture"><source type="image/webp" srcSet="/a-96.1.webp 1x, /a-192.2.webp 2x"/>',
    );
    expect(copy.html).toMatch(
      /<img [^>]*src="\/a-96\.3\.jpg"[^>]*srcSet="\/a-96\.3\.jpg 1x, \/a-192\.4\.jpg 2x"/,
    );
    expect(copy.html).not.toContain('avatars.githubusercontent.com');

    const failed = await prerenderPage(withAvatar({ from, image: null }), NO_CONTENT, ENGLISH);
    expect(failed.html).toMatch(/<img [^>]*src="[^"]*default-avatar[^"]*"/);
    expect(failed.html).not.toContain('avatars.githubusercontent.com');
  });

  it("writes the interface in the page's language", async () => {
    const german: PageLocale = {
      ...ENGLISH,
      language: 'de',
      messages: { ...EN, 'tab.github': 'GitHub-Projekte', 'header.downloadCv': 'Lebenslauf' },
    };
    const { html } = await prerenderPage(snapshot, NO_CONTENT, german);
    expect(html).toContain('GitHub-Projekte');
    expect(html).toContain('>Lebenslauf<');
    expect(html).not.toContain('GitHub Projects');
    expect(html).not.toContain('Download CV');
  });

  it('renders the loading state when there is no snapshot (live mode without a build-time token)', async () => {
    const { html } = await prerenderPage(null, NO_CONTENT, ENGLISH);
    expect(html).toContain('ant-skeleton');
  });
});
