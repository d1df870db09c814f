/**
 * A parsed feed (any of feedsmith's formats) as the page's posts: every text plain and bounded, the
 * link http(s) only, the date a real ISO time. Items the page cannot show are counted, not guessed:
 * one without a usable date (none, garbage, or more than a day ahead: a scheduled post), one with
 * neither a title nor any text.
 */
import type { AnyFeed } from 'feedsmith';
import type { Post } from '../../../../src/domain/content';
import { webUrlOrNull } from '../../../../src/domain/safeUrl';
import { clipText } from './clipText';
import { feedDate } from './feedDate';
import { feedLink } from './feedLink';
import { cleanText, htmlToText, titleText } from './plainText';

export const EXCERPT_MAX = 200;
export const TITLE_MAX = 160;
export const SOURCE_MAX = 80;
/** No page shows more (config.feeds.limit's maximum), so no feed needs to keep more. */
export const POSTS_PER_FEED_MAX = 50;
/** A date this far ahead of the build is a scheduled post, not a published one. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export interface FeedPosts {
  /** The feed's title as text, else its host. */
  readonly source: string;
  /** Newest first, at most POSTS_PER_FEED_MAX. */
  readonly posts: readonly Post[];
  /** Items left out for their date. */
  readonly undated: number;
  /** Items left out with neither title nor text. */
  readonly empty: number;
}

/** A text field and whether it holds HTML (else it is plain text). */
interface Text {
  readonly value: string | undefined;
  readonly html: boolean;
}

/** One item, whatever its format: the candidates for each field, best first. */
interface Entry {
  readonly title: string | undefined;
  /** Links as the feed gives them, relative ones included. */
  readonly links: readonly (string | undefined)[];
  /** Addresses only an absolute http(s) URL makes a link (an RSS guid is often a bare id). */
  readonly absoluteLinks: readonly (string | undefined)[];
  readonly dates: readonly (string | undefined)[];
  readonly texts: readonly Text[];
}

/** Atom's text constructs: `text` (the default), `html`, `xhtml` or a MIME type. */
function atomText(text: { value?: string; type?: string } | undefined): Text {
  return { value: text?.value, html: /html/i.test(text?.type ?? '') };
}

function feedTitleAndEntries(parsed: AnyFeed): { title: string | undefined; entries: Entry[] } {
  switch (parsed.format) {
    case 'rss':
      return {
        title: parsed.feed.title,
        entries: (parsed.feed.items ?? []).map((item) => ({
          title: item.title,
          links: [item.link],
          absoluteLinks: [item.guid?.isPermaLink === false ? undefined : item.guid?.value],
          dates: [item.pubDate, ...(item.dc?.dates ?? [])],
          texts: [
            { value: item.description, html: true },
            { value: item.content?.encoded, html: true },
          ],
        })),
      };
    case 'atom':
      return {
        title: parsed.feed.title?.value,
        entries: (parsed.feed.entries ?? []).map((entry) => ({
          title: entry.title?.value,
          links: (entry.links ?? [])
            .filter((link) => !link.rel || link.rel === 'alternate')
            .map((link) => link.href),
          absoluteLinks: [],
          dates: [entry.published, entry.updated, ...(entry.dc?.dates ?? [])],
          // Content given by reference (src) has no text here.
          texts: [
            atomText(entry.summary),
            atomText(entry.content?.src ? undefined : entry.content),
          ],
        })),
      };
    case 'rdf':
      return {
        title: parsed.feed.title,
        entries: (parsed.feed.items ?? []).map((item) => ({
          title: item.title,
          links: [item.link],
          absoluteLinks: [],
          dates: [...(item.dc?.dates ?? [])],
          texts: [
            { value: item.description, html: true },
            { value: item.content?.encoded, html: true },
          ],
        })),
      };
    case 'json':
      return {
        title: parsed.feed.title,
        entries: (parsed.feed.items ?? []).map((item) => ({
          title: item.title,
          links: [item.url, item.external_url],
          absoluteLinks: [],
          dates: [item.date_published, item.date_modified],
          texts: [
            { value: item.summary, html: false },
            { value: item.content_text, html: false },
            { value: item.content_html, html: true },
          ],
        })),
      };
  }
}

function firstText(texts: readonly Text[]): string {
  for (const { value, html } of texts) {
    if (typeof value !== 'string') continue;
    const text = html ? htmlToText(value) : cleanText(value);
    if (text) return text;
  }
  return '';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function postsOfFeed(parsed: AnyFeed, feedUrl: string, now: Date): FeedPosts {
  const { title: feedTitle, entries } = feedTitleAndEntries(parsed);
  const source =
    clipText(typeof feedTitle === 'string' ? titleText(feedTitle) : '', SOURCE_MAX) ||
    hostOf(feedUrl);
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  let undated = 0;
  let empty = 0;
  const posts: Post[] = [];
  for (const entry of entries) {
    const date = entry.dates
      .map((value) => (typeof value === 'string' ? feedDate(value) : null))
      .find((iso) => iso !== null);
    if (!date || Date.parse(date) > latest) {
      undated += 1;
      continue;
    }
    const text = firstText(entry.texts);
    const ownTitle = typeof entry.title === 'string' ? titleText(entry.title) : '';
    // A post without a title (a JSON Feed note) is named by its text, which then is no excerpt.
    const title = clipText(ownTitle || text, TITLE_MAX);
    if (!title) {
      empty += 1;
      continue;
    }
    const url =
      entry.links.map((href) => feedLink(href, feedUrl)).find((link) => link !== null) ??
      entry.absoluteLinks.map((href) => webUrlOrNull(href)).find((link) => link !== null);
    const excerpt = clipText(text, EXCERPT_MAX);
    posts.push({
      title,
      ...(url ? { url } : {}),
      date,
      source,
      // A feed that repeats the title as its description says nothing more.
      ...(ownTitle && excerpt && excerpt !== title ? { excerpt } : {}),
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date));
  return { source, posts: posts.slice(0, POSTS_PER_FEED_MAX), undated, empty };
}
