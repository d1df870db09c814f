/**
 * The root build's owner writes profile text meant to break a page edited by string replacement
 * (mock/worlds/hostileProfile.ts): replacement patterns, markup that ends a script or the title,
 * quotes, a refresh redirect, 10 KB of text. The page must show it as text, exactly, and be the same
 * document as any other owner's. The exact texts of the title, description, Open Graph and JSON-LD are
 * checked by the checks both builds run (site-files, prerender).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  attributeTokens,
  bodyOf,
  elementsOf,
  getAttribute,
  headOf,
  parseDocument,
  type HtmlDocument,
  type HtmlElement,
} from '../../scripts/lib/html/document';
import { HOSTILE_PROFILE } from '../../mock/worlds/hostileProfile';
import { MAIN_SITE, ROOT_SITE, useSnapshotSite } from '../support/snapshotSite';

const pageOf = (build: string): HtmlDocument =>
  parseDocument(readFileSync(path.join(build, 'index.html'), 'utf8'));

/** The body's elements as tag names, in order: the structure React and the template wrote. */
const bodyTags = (document: HtmlDocument) =>
  [...elementsOf(bodyOf(document))].map((element) => element.tagName);

/** What the head may hold: the template's elements and the tags the build writes. */
function isExpectedHeadElement(element: HtmlElement): boolean {
  const name = getAttribute(element, 'name') ?? '';
  const property = getAttribute(element, 'property') ?? '';
  switch (element.tagName) {
    case 'meta':
      return (
        getAttribute(element, 'charset') !== null ||
        // The build's security policy (one, checked below) and referrer policy.
        getAttribute(element, 'http-equiv') === 'Content-Security-Policy' ||
        ['viewport', 'theme-color', 'description', 'referrer'].includes(name) ||
        name.startsWith('twitter:') ||
        property.startsWith('og:') ||
        property === 'profile:username'
      );
    case 'link': {
      const rels = attributeTokens(element, 'rel');
      // The page's copies for machines: the build's two alternates, by their file.
      if (rels.join(' ') === 'alternate') {
        const href = getAttribute(element, 'href') ?? '';
        return href === '/resume.json' || href === '/llms.txt';
      }
      return rels.every((rel) =>
        ['icon', 'manifest', 'apple-touch-icon', 'preload', 'canonical'].includes(rel),
      );
    }
    case 'script':
      // The colour-scheme script and the JSON-LD; no script loads anything from the head.
      return getAttribute(element, 'src') === null;
    case 'title':
    case 'style':
      return true;
    default:
      return false;
  }
}

describe(`snapshot site ${ROOT_SITE.label}: hostile profile text`, () => {
  const session = useSnapshotSite(ROOT_SITE);

  it('is the same document as another owner’s: no element the template did not write', () => {
    const hostile = pageOf(ROOT_SITE.build);
    expect(bodyTags(hostile)).toEqual(bodyTags(pageOf(MAIN_SITE.build)));
    const head = [...elementsOf(headOf(hostile))];
    expect(head.filter((element) => !isExpectedHeadElement(element))).toEqual([]);
    expect(head.filter((element) => element.tagName === 'title')).toHaveLength(1);
    expect(head.filter((element) => getAttribute(element, 'name') === 'description')).toHaveLength(
      1,
    );
    // The one http-equiv is the build's own policy, in the head: no refresh or other from the text.
    const httpEquiv = [...elementsOf(hostile)].filter(
      (e) => getAttribute(e, 'http-equiv') !== null,
    );
    expect(httpEquiv.map((e) => getAttribute(e, 'http-equiv'))).toEqual([
      'Content-Security-Policy',
    ]);
    expect(head).toContain(httpEquiv[0]);
  });

  it('shows the text exactly once hydrated, without running it or leaving the page', async () => {
    const { page, errors } = await session.open();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${session.url}#/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_PROFILE.name);
    await expect(page.locator('.profile-bio')).toHaveText(HOSTILE_PROFILE.bio);
    await expect(page.locator('.profile-details')).toHaveText(ROOT_SITE.owner.details);
    await expect(page.locator('footer')).toContainText(HOSTILE_PROFILE.name);
    // A refresh payload parsed as a meta element would send the page to evil.example: after
    // hydration the live document holds none (the served HTML is checked above), and the page is
    // still where it was loaded.
    await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
    expect(new URL(page.url()).origin).toBe(new URL(session.url).origin);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});
