/**
 * The owner's own sections (sections/*.md, docs/your-sections.md) on the story site: a tab of their
 * own after the others and a section in the tab it names, in the owner's order, in the prerendered
 * HTML (without JavaScript) and on screen; highlighted code, the owner's image from the site, a
 * footnote that keeps the page's route; a hostile file that leaves nothing of its raw HTML, script,
 * event handler, javascript: link or remote image anywhere in build/, and no CSP violation; the
 * German copy; the printed CV, llms.txt and resume.json.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allImagesLoaded, axeViolations, panelSettled } from '../support/browser';
import { recordCspViolations } from '../support/csp';
import {
  e2eSettings,
  HOSTILE_SECTION_MARKERS,
  STORY_GERMAN_TABS,
  STORY_TABS,
} from '../support/e2eSettings';
import { STORY_SITE, useSnapshotSite } from '../support/snapshotSite';

const { storyBuild } = e2eSettings();

/** Every file of a folder, by its path in it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file) : [file];
  });
}

describe(`snapshot site ${STORY_SITE.label}: the owner's sections`, () => {
  const session = useSnapshotSite(STORY_SITE);

  it("is in the HTML without JavaScript: own tabs after the others, a section after its tab's panel", async () => {
    const page = await session.openWith({ javaScriptEnabled: false });
    await page.goto(`${session.url}#/`);
    await expect(page.getByRole('tab')).toHaveTexts(STORY_TABS);
    // Now (placement: GitHub Projects) ends the open tab, after the repositories and organizations.
    const github = page.locator('.tab-pane-github');
    const headings = await github.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.at(-1)).toBe('Now');
    expect(headings.indexOf('Now')).toBeGreaterThan(headings.indexOf('Organizations'));
    await expect(github.getByRole('region', { name: 'Now' })).toContainText('Learning Rust');
    // Talks (order 1) before Notes (order 2), each in its own pane (hidden to assistive technology
    // until chosen), shown one after the other.
    const title = (pane: number) =>
      page
        .locator('.tab-pane-section')
        .nth(pane)
        .getByRole('heading', { level: 2, includeHidden: true });
    await expect(title(0)).toHaveText('Talks');
    await expect(title(0)).toBeVisible();
    await expect(page.locator('.tab-pane-section table').first()).toContainText('Rust Lyon');
    await expect(title(1)).toHaveText('Notes');
    // The testimonial placed in Experience, after the resume's sections.
    await expect(
      page
        .locator('.tab-pane-experience')
        .getByRole('region', { name: 'What colleagues say', includeHidden: true }),
    ).toContainText('A calm, careful engineer.');
  });

  it('opens a section tab: highlighted code, the owner’s image from the site, a footnote that keeps the route', async () => {
    const page = await session.visit();
    const csp = await recordCspViolations(page);
    await session.tab('Talks').click();
    await panelSettled(page);
    const section = page.getByRole('region', { name: 'Talks' });
    // The file's `##` under the section's title, as its highest heading.
    await expect(
      section.getByRole('heading', { level: 3, name: 'Routing at scale' }),
    ).toBeVisible();
    await expect(section.locator('code .hljs-keyword').first()).toHaveText('const');
    const image = section.getByRole('img', { name: 'The stage' });
    await allImagesLoaded(page);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/portfolio\/static\/media\/section-[\da-f]{8}\.webp$/);
    await expect(image).toHaveAttribute('width', '480');
    await expect(image.evaluate((element: HTMLImageElement) => element.naturalWidth)).resolves.toBe(
      480,
    );
    // The note and back, by script: the address stays the page's route.
    await section.getByRole('link', { name: '1', exact: true }).click();
    const note = section.getByText('With slides.');
    await expect(
      note.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      }),
    ).resolves.toBe(true);
    expect(new URL(page.url()).hash).toBe('#/');
    await expect(session.tab('Talks')).toHaveAttribute('aria-selected', 'true');
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(csp.violations).toEqual([]);
    expect(session.probe.errors).toEqual([]);
  });

  it('leaves nothing of a hostile file in build/: no script, handler, javascript: link or remote image', async () => {
    const found = filesOf(storyBuild).flatMap((file) => {
      const text = readFileSync(file).toString('latin1');
      return HOSTILE_SECTION_MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${path.relative(storyBuild, file)}: ${marker}`,
      );
    });
    expect(found).toEqual([]);
    // No event handler attribute in any page or copy (the scripts name DOM events themselves).
    const pages = filesOf(storyBuild).filter((file) => /\.(?:html|txt|json)$/.test(file));
    expect(pages.filter((file) => /\son\w+=/i.test(readFileSync(file, 'utf8')))).toEqual([]);
    const page = await session.visit();
    const csp = await recordCspViolations(page);
    await session.tab('Notes').click();
    await panelSettled(page);
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes).toContainText('Plain notes.');
    // The link's text stays, as text; the tracker is gone.
    await expect(notes).toContainText('Click me');
    await expect(notes.getByRole('link')).toHaveCount(0);
    await expect(notes.getByRole('img')).toHaveCount(0);
    await expect(page.evaluate(() => 'sectionPwned' in window)).resolves.toBe(false);
    expect(session.apiRequests).toEqual([]);
    expect(session.probe.requests.filter((url) => url.includes('section-evil'))).toEqual([]);
    expect(csp.violations).toEqual([]);
  });

  it('gives the German page its own copy, and the others in the language they are written in', async () => {
    const { page } = await session.open();
    await page.goto(`${session.url}de/#/`);
    await expect(page.getByRole('tab')).toHaveTexts(STORY_GERMAN_TABS);
    await expect(page.getByRole('region', { name: 'Now' })).toHaveAttribute('lang', 'en');
    await page.getByRole('tab', { name: 'Vorträge' }).click();
    await expect(page.getByRole('region', { name: 'Vorträge' })).toContainText(
      'Ein Vortrag in Lyon.',
    );
    await expect(page.getByRole('region', { name: 'Vorträge' })).toHaveAttribute('lang', null);
  });

  it('prints the sections marked to print into the CV, and lists them all in llms.txt and the testimonial in resume.json', () => {
    const cv = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(storyBuild, 'cv.pdf'), '-'], {
      encoding: 'utf8',
    });
    for (const printed of ['Routing at scale', 'Learning Rust']) {
      expect([printed, cv.includes(printed)]).toEqual([printed, true]);
    }
    // print: false.
    expect(cv).not.toContain('A calm, careful engineer.');
    expect(cv).not.toContain('Plain notes.');
    const llms = readFileSync(path.join(storyBuild, 'llms.txt'), 'utf8');
    for (const heading of ['## Talks', '## Now', '## What colleagues say', '## Notes']) {
      expect([heading, llms.includes(`\n${heading}\n`)]).toEqual([heading, true]);
    }
    const resume = JSON.parse(readFileSync(path.join(storyBuild, 'resume.json'), 'utf8')) as {
      references?: unknown;
    };
    expect(resume.references).toEqual([
      { name: 'What colleagues say', reference: 'A calm, careful engineer. (A. Colleague)' },
    ]);
  });
});
