/**
 * The CV printed by the build: without a PDF of the owner's, each language page's print view saved as
 * a PDF beside it, led by the resume when there is one (pdftotext and pdfinfo, from poppler-utils,
 * read it as a résumé parser and a file manager would); with one, the owner's own file as before.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OWNER_CV_PDF } from '../../mock/mockOwner';
import { e2eSettings } from '../support/e2eSettings';
import {
  MAIN_SITE,
  ROOT_SITE,
  STORY,
  STORY_SITE,
  useSnapshotSite,
  type SiteSession,
} from '../support/snapshotSite';

const { storyBuild, storyLog, snapshotBuild, rootBuild, liveBuild } = e2eSettings();

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });

/** Each printed page's lines, without the empty ones (pdftotext ends a page with a form feed). */
const pdfPages = (file: string) =>
  pdfText(file)
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);

/**
 * The story owner's first printed section (sections/now.md): their printed sections come after the
 * rest of the CV.
 */
const FIRST_PRINTED_SECTION = 'Now';

/**
 * How many pages the CV takes before the owner's printed sections: the resume-led CV itself stays
 * within two pages whatever the owner adds after it.
 */
function pagesBeforeSections(file: string): number {
  const pages = pdfPages(file);
  const at = pages.findIndex((lines) => lines.includes(FIRST_PRINTED_SECTION));
  if (at === -1) return pages.length;
  return pages[at]?.[0] === FIRST_PRINTED_SECTION ? at : at + 1;
}

/**
 * The headings of the page as printed, and the printed pages that end with one of them: a heading
 * left alone at the foot of a page, its section on the next.
 */
async function headingsEndingAPage(session: SiteSession, hash: string, file: string) {
  const page = await session.visit(undefined, hash);
  await page.emulateMedia({ media: 'print' });
  // Every panel rendered for print, the last one's chunk too.
  await page
    .getByRole('heading', { name: 'My Tech Stack', includeHidden: true })
    .waitFor({ state: 'visible' });
  const headings = await page
    .locator('h1, h2, h3, h4')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
  const pages = pdfPages(file);
  const stranded = pages
    .slice(0, -1)
    .map((lines) => lines.at(-1) ?? '')
    .filter((last) => headings.includes(last));
  return { headings, pages: pages.length, stranded };
}

/** pdfinfo's fields: "Title", "Author", "Pages", "Tagged", "Page size"… */
function pdfInfo(file: string): Record<string, string> {
  const text = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
  return Object.fromEntries(
    text.split('\n').flatMap((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [[line.slice(0, colon), line.slice(colon + 1).trim()]] : [];
    }),
  );
}

/** Where each text first occurs in `text`, in the order given; -1 where it is missing. */
const positions = (text: string, parts: readonly string[]) =>
  parts.map((part) => text.indexOf(part));

describe(`snapshot site ${STORY_SITE.label}: the printed CV`, () => {
  const session = useSnapshotSite(STORY_SITE);
  const english = path.join(storyBuild, 'cv.pdf');
  const german = path.join(storyBuild, 'de/cv.pdf');

  it('is a text PDF in résumé order: name, headline, summary, experience, education, then the repositories and organizations', () => {
    const text = pdfText(english);
    const [current] = STORY.work;
    const summaryStart = (STORY.basics.summary ?? '').split(' ').slice(0, 4).join(' ');
    const order = [
      STORY.basics.name ?? '',
      STORY.basics.label ?? '',
      summaryStart,
      'Experience',
      current?.position ?? '',
      current?.organization ?? '',
      'Education',
      'My Tech Stack',
      'Repositories',
      'Organizations',
      'widget-engine',
      'data-pipes',
    ];
    const found = positions(text, order);
    expect(found.filter((at) => at < 0)).toEqual([]);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    // The printed CV is the CV: no button to download it.
    expect(text).not.toContain('Download CV');
    expect(readFileSync(storyLog, 'utf8')).toMatch(/CV \(en\) printed to cv\.pdf \(\d+ KB\)/);
  });

  it("has at most two A4 pages before the owner's printed sections, tagged, with the title, the author and the language in its metadata, and live links", () => {
    const info = pdfInfo(english);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(1);
    expect(pagesBeforeSections(english)).toBeLessThanOrEqual(2);
    // The owner's two printed sections (Now, Talks) after it: one page more at most.
    expect(Number(info.Pages)).toBeLessThanOrEqual(3);
    expect(info['Page size']).toMatch(/\(A4\)/);
    expect(info.Tagged).toBe('yes');
    expect(info.Title).toBe(`${STORY.basics.name} · CV`);
    expect(info.Author).toBe(STORY.basics.name);
    expect(info.Subject).toBe(STORY.basics.label);
    const raw = readFileSync(english).toString('latin1');
    expect(raw).toContain('/Lang (en)');
    expect(raw).toMatch(/\/Outlines \d+ 0 R/);
    // Clickable: link annotations to the header's profile and to the resume's employer.
    expect(raw).toContain('/URI (https://github.com/octo-dev)');
    expect(raw).toContain(`/URI (${STORY.work[0]?.url ?? 'missing'})`);
  });

  it('leaves no section heading alone at the foot of a printed page', async () => {
    const { headings, stranded } = await headingsEndingAPage(session, '#/', english);
    expect(headings).toEqual(expect.arrayContaining(['Experience', 'Repositories']));
    expect(stranded).toEqual([]);
  });

  it('is what Download CV gives on each page: the German page links a German CV', async () => {
    const page = await session.visit();
    const link = page.getByRole('link', { name: 'Download CV' });
    await expect(link).toHaveAttribute('href', '/portfolio/cv.pdf');
    const served = await page.request.get(new URL('cv.pdf', session.url).href);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(readFileSync(english))).toBe(true);

    await page.goto(`${session.url}de/#/`);
    const germanLink = page.getByRole('link', { name: 'Lebenslauf herunterladen' });
    await expect(germanLink).toHaveAttribute('href', '/portfolio/de/cv.pdf');
    const germanServed = await page.request.get(new URL('de/cv.pdf', session.url).href);
    expect(germanServed.status()).toBe(200);
    expect(germanServed.headers()['content-type']).toBe('application/pdf');

    const text = pdfText(german);
    const found = positions(text, [
      STORY.basics.name ?? '',
      'Berufserfahrung',
      'Ausbildung',
      'Repositorys',
      'Organisationen',
    ]);
    expect(found.filter((at) => at < 0)).toEqual([]);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    const info = pdfInfo(german);
    expect(info.Title).toBe(`${STORY.basics.name} · Lebenslauf`);
    expect(pagesBeforeSections(german)).toBeLessThanOrEqual(2);
    expect(Number(info.Pages)).toBeLessThanOrEqual(3);
    expect(readFileSync(german).toString('latin1')).toContain('/Lang (de)');
  });
});

describe(`snapshot site ${MAIN_SITE.label}, no resume and no PDF of the owner's: the page printed as the CV`, () => {
  const session = useSnapshotSite(MAIN_SITE);
  const printed = path.join(snapshotBuild, 'cv.pdf');

  it('is what Download CV gives: a text PDF under the base path with the name and the repositories, in reading order', async () => {
    expect(readFileSync(`${snapshotBuild}.log`, 'utf8')).toMatch(
      /CV \(en\) printed to cv\.pdf \(\d+ KB\)/,
    );
    const page = await session.visit();
    const link = page.getByRole('link', { name: 'Download CV' });
    await expect(link).toHaveAttribute('href', '/portfolio/cv.pdf');
    const served = await page.request.get(new URL('cv.pdf', session.url).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await served.body()).equals(readFileSync(printed))).toBe(true);

    // The page's own order: the GitHub tab, the GitLab tab, the tech stack.
    const found = positions(pdfText(printed), [
      MAIN_SITE.owner.name,
      'Repositories',
      'portfolio',
      'cli-kit',
      'Organizations',
      'widget-engine',
      'data-pipes',
      'Projects',
      'infra-scripts',
      'My Tech Stack',
    ]);
    expect(found.filter((at) => at < 0)).toEqual([]);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    expect(pdfText(printed)).not.toContain('Download CV');
    const info = pdfInfo(printed);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(1);
    expect(Number(info.Pages)).toBeLessThanOrEqual(2);
    expect(info.Title).toBe(`${MAIN_SITE.owner.name} · CV`);
    expect(info.Author).toBe(MAIN_SITE.owner.name);
    expect(info.Tagged).toBe('yes');
  });

  it('leaves no section heading alone at the foot of a printed page', async () => {
    const { headings, stranded } = await headingsEndingAPage(session, '#/', printed);
    expect(headings).toEqual(expect.arrayContaining(['Repositories', 'My Tech Stack']));
    expect(stranded).toEqual([]);
  });
});

describe(`snapshot site ${ROOT_SITE.label}, no resume and no PDF of the owner's: the CV at the root`, () => {
  const session = useSnapshotSite(ROOT_SITE);

  it('links /cv.pdf, the page printed with the hostile name as text and the repositories', async () => {
    const page = await session.visit();
    await expect(page.getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      '/cv.pdf',
    );
    const served = await page.request.get(new URL('cv.pdf', session.url).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    const printed = path.join(rootBuild, 'cv.pdf');
    const text = pdfText(printed);
    for (const part of ['Mallory', 'Repositories', 'portfolio', 'Organizations', 'widget-engine']) {
      expect(text).toContain(part);
    }
    // The name reaches the metadata as text, markup and all.
    expect(pdfInfo(printed).Title).toBe(`${ROOT_SITE.owner.name} · CV`);
  });
});

describe("the owner's own CV", () => {
  it('wins over printing: public/cv.pdf is served as it is, and every page links it', () => {
    expect(readFileSync(path.join(liveBuild, 'cv.pdf'), 'utf8')).toBe(OWNER_CV_PDF);
    expect(readFileSync(`${liveBuild}.log`, 'utf8')).not.toContain('printed');
    expect(existsSync(path.join(liveBuild, 'de'))).toBe(false);
    expect(readFileSync(path.join(liveBuild, 'index.html'), 'utf8')).toContain(
      'href="/portfolio/cv.pdf"',
    );
  });
});
