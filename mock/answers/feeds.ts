/**
 * The mock owner's writing, as three feeds the mock API serves (mock/mockApi.ts) under
 * /feeds/: dev.to's RSS 2.0, a personal blog's Atom 1.0 and a micro-blog's JSON Feed 1.1. Their
 * dates interleave, so a merge is visible; they carry what real feeds carry and what the build must
 * defuse: HTML in descriptions (in CDATA and entity-encoded), a title with a <script>, a
 * `javascript:` link, entities in titles, an item without a date, a cross-post in two feeds.
 *
 * The expectations below are written out by hand: the build's fetch (scripts/pipeline/fetch/feeds/)
 * must arrive at exactly these posts. The e2e builds use REACT_APP_FEEDS=<mock>/feeds/rss.xml,
 * <mock>/feeds/atom.xml with the default limit (6): RSS_ATOM_LIMITED is what the Writing tab shows.
 */
import type { Post } from '../../src/domain/content';

/** Where the mock serves each feed (after its origin), and with which content type. */
export const FEED_ROUTES = {
  rss: { path: '/feeds/rss.xml', contentType: 'application/rss+xml; charset=utf-8' },
  atom: { path: '/feeds/atom.xml', contentType: 'application/atom+xml; charset=utf-8' },
  json: { path: '/feeds/feed.json', contentType: 'application/feed+json; charset=utf-8' },
} as const;

export type FeedName = keyof typeof FEED_ROUTES;

export const RSS_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>DEV Community: Octo Dev</title>
    <description>The latest articles on DEV Community by Octo Dev (@octodev).</description>
    <link>https://dev.to/octodev</link>
    <atom:link rel="self" type="application/rss+xml" href="https://dev.to/feed/octodev"/>
    <language>en</language>
    <item>
      <title>Escaping &lt;script&gt;alert(1)&lt;/script&gt; in React, and where it stops helping</title>
      <dc:creator>Octo Dev</dc:creator>
      <pubDate>Wed, 18 Nov 2026 07:30:00 +0000</pubDate>
      <link>https://dev.to/octodev/escaping-script-in-react-4k2p</link>
      <guid>https://dev.to/octodev/escaping-script-in-react-4k2p</guid>
      <description><![CDATA[<p>React escapes every string it renders. <code>dangerouslySetInnerHTML</code>, <a href="https://dev.to/t/security">href</a> values &amp; server templates do not.</p><script>alert('from the description')</script><style>p { color: red }</style>]]></description>
      <category>react</category>
      <category>security</category>
    </item>
    <item>
      <title>Slides from my talk on HTTP caching</title>
      <dc:creator>Octo Dev</dc:creator>
      <pubDate>Fri, 30 Oct 2026 16:05:00 +0100</pubDate>
      <link>javascript:alert(1)</link>
      <guid isPermaLink="false">slides-http-caching</guid>
      <description>&lt;p&gt;The slides and the &lt;strong&gt;demo code&lt;/strong&gt; of my talk at the Lyon JS meetup.&lt;/p&gt;</description>
    </item>
    <item>
      <title>Revalidating with ETags: a 304 is not free everywhere</title>
      <dc:creator>Octo Dev</dc:creator>
      <pubDate>Mon, 12 Oct 2026 08:00:00 GMT</pubDate>
      <link>https://dev.to/octodev/revalidating-with-etags-1b9c</link>
      <guid>https://dev.to/octodev/revalidating-with-etags-1b9c</guid>
      <description><![CDATA[<p>GitHub does not count a <em>conditional</em> request that comes back 304… when it is authorized.</p>]]></description>
    </item>
    <item>
      <title>Rust &amp;amp; WebAssembly: 5 things I&#8217;d do differently</title>
      <dc:creator>Octo Dev</dc:creator>
      <pubDate>Thu, 03 Sep 2026 12:00:00 +0200</pubDate>
      <link>https://dev.to/octodev/rust-and-webassembly-7f3e</link>
      <guid>https://dev.to/octodev/rust-and-webassembly-7f3e</guid>
      <description><![CDATA[<p>Start with <code>wasm-pack</code>, measure before you optimise &mdash; and keep the JS side small.</p>]]></description>
    </item>
    <item>
      <title>Moving a nightly cron job to GitHub Actions</title>
      <dc:creator>Octo Dev</dc:creator>
      <pubDate>Tue, 21 Jul 2026 06:45:00 GMT</pubDate>
      <link>https://dev.to/octodev/moving-a-nightly-cron-job-to-github-actions-2d8a</link>
      <guid>https://dev.to/octodev/moving-a-nightly-cron-job-to-github-actions-2d8a</guid>
      <description><![CDATA[<h2>Why</h2><p>Our nightly export ran on a server nobody wanted to patch any more. Moving it to a scheduled workflow gave us logs, retries, secrets in one place and a badge that turns red when something breaks, which is more than the old box ever told us about itself in five years.</p><p>Here is how.</p>]]></description>
    </item>
    <item>
      <title>Draft: notes on pagination</title>
      <link>https://dev.to/octodev/draft-notes-on-pagination-0000</link>
      <description>Not published yet.</description>
    </item>
  </channel>
</rss>
`;

export const ATOM_FEED = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">Octo&#8217;s &lt;em&gt;notes&lt;/em&gt;</title>
  <subtitle>Backend, caching and the occasional hike.</subtitle>
  <link rel="alternate" href="https://octo.example.org/"/>
  <link rel="self" href="https://octo.example.org/atom.xml"/>
  <id>https://octo.example.org/</id>
  <updated>2026-11-20T08:15:00Z</updated>
  <author><name>Octo Dev</name></author>
  <entry>
    <title type="html">Generics in TypeScript: &lt;em&gt;Array&amp;lt;T&amp;gt;&lt;/em&gt; and friends</title>
    <link rel="alternate" type="text/html" href="https://octo.example.org/posts/typescript-generics/"/>
    <id>https://octo.example.org/posts/typescript-generics/</id>
    <published>2026-11-20T09:15:00+01:00</published>
    <updated>2026-11-20T09:15:00+01:00</updated>
    <summary type="html">&lt;p&gt;What &lt;code&gt;Array&amp;lt;T&amp;gt;&lt;/code&gt;, &lt;code&gt;Record&amp;lt;K, V&amp;gt;&lt;/code&gt; &amp;amp; friends say about your data.&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title>Revalidating with ETags: a 304 is not free everywhere</title>
    <link rel="alternate" href="https://octo.example.org/posts/etags/"/>
    <id>https://octo.example.org/posts/etags/</id>
    <published>2026-10-12T06:30:00Z</published>
    <updated>2026-10-12T06:30:00Z</updated>
    <summary>The same article as on dev.to.</summary>
  </entry>
  <entry>
    <title>Ten years of on-call: what I would tell my younger self</title>
    <link href="https://octo.example.org/posts/ten-years-of-on-call/"/>
    <id>https://octo.example.org/posts/ten-years-of-on-call/</id>
    <updated>2026-10-01T18:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>First, <strong>sleep</strong>. Then write the runbook you wished you had at 3 a.m.</p></div></content>
  </entry>
  <entry>
    <title type="text">Why I still write my feed by hand</title>
    <link rel="alternate" href="https://octo.example.org/posts/feed-by-hand/"/>
    <id>https://octo.example.org/posts/feed-by-hand/</id>
    <published>2026-08-15T12:00:00+02:00</published>
    <updated>2026-08-16T08:00:00+02:00</updated>
    <summary type="text">A plain-text summary: &lt;link&gt; &amp; &lt;entry&gt; are all it takes.</summary>
  </entry>
  <entry>
    <title>Profiling a slow webpack build</title>
    <link rel="enclosure" type="video/mp4" href="https://octo.example.org/media/profiling.mp4"/>
    <link rel="alternate" href="https://octo.example.org/posts/profiling-webpack/"/>
    <id>https://octo.example.org/posts/profiling-webpack/</id>
    <published>2026-06-02T07:00:00Z</published>
    <updated>2026-06-02T07:00:00Z</updated>
    <content type="html">&lt;p&gt;Two thirds of the time went into one loader.&lt;/p&gt;</content>
  </entry>
</feed>
`;

export const JSON_FEED = `${JSON.stringify(
  {
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Octo Dev (micro)',
    home_page_url: 'https://micro.octo.example.org/',
    feed_url: 'https://micro.octo.example.org/feed.json',
    authors: [{ name: 'Octo Dev' }],
    items: [
      {
        id: 'https://micro.octo.example.org/2026/11/10/offline-maps',
        url: 'https://micro.octo.example.org/2026/11/10/offline-maps',
        title: 'Shipped: offline maps in trail-planner',
        content_html:
          '<p>Tiles are cached for the whole route before you leave.</p><img src="https://micro.octo.example.org/map.png" alt="A map">',
        date_published: '2026-11-10T17:45:00Z',
      },
      {
        id: 'https://micro.octo.example.org/2026/10/20/meetup',
        url: 'https://micro.octo.example.org/2026/10/20/meetup',
        content_text: 'Quick note: the Lyon JS meetup moved to Thursday.',
        date_published: '2026-10-20T19:00:00+02:00',
      },
      {
        id: 'https://micro.octo.example.org/2026/09/28/reading-list',
        external_url: 'https://octo.example.org/reading/',
        title: 'Reading list, autumn 2026',
        summary: 'Five books on systems, one on mountains.',
        content_html: '<p>Longer text that the summary stands in for.</p>',
        date_published: '2026-09-28T10:00:00Z',
      },
    ],
  },
  null,
  2,
)}\n`;

export const FEED_BODIES: Readonly<Record<FeedName, string>> = {
  rss: RSS_FEED,
  atom: ATOM_FEED,
  json: JSON_FEED,
};

const DEV_TO = 'DEV Community: Octo Dev';
const BLOG = 'Octo’s notes';
const MICRO = 'Octo Dev (micro)';

/** The RSS feed's posts, newest first: the undated draft is left out. */
export const RSS_POSTS: readonly Post[] = [
  {
    title: 'Escaping <script>alert(1)</script> in React, and where it stops helping',
    url: 'https://dev.to/octodev/escaping-script-in-react-4k2p',
    date: '2026-11-18T07:30:00.000Z',
    source: DEV_TO,
    excerpt:
      'React escapes every string it renders. dangerouslySetInnerHTML, href values & server templates do not.',
  },
  {
    title: 'Slides from my talk on HTTP caching',
    date: '2026-10-30T15:05:00.000Z',
    source: DEV_TO,
    excerpt: 'The slides and the demo code of my talk at the Lyon JS meetup.',
  },
  {
    title: 'Revalidating with ETags: a 304 is not free everywhere',
    url: 'https://dev.to/octodev/revalidating-with-etags-1b9c',
    date: '2026-10-12T08:00:00.000Z',
    source: DEV_TO,
    excerpt:
      'GitHub does not count a conditional request that comes back 304… when it is authorized.',
  },
  {
    title: 'Rust & WebAssembly: 5 things I’d do differently',
    url: 'https://dev.to/octodev/rust-and-webassembly-7f3e',
    date: '2026-09-03T10:00:00.000Z',
    source: DEV_TO,
    excerpt: 'Start with wasm-pack, measure before you optimise — and keep the JS side small.',
  },
  {
    title: 'Moving a nightly cron job to GitHub Actions',
    url: 'https://dev.to/octodev/moving-a-nightly-cron-job-to-github-actions-2d8a',
    date: '2026-07-21T06:45:00.000Z',
    source: DEV_TO,
    excerpt:
      'Why Our nightly export ran on a server nobody wanted to patch any more. Moving it to a scheduled workflow gave us logs, retries, secrets in one place and a badge that turns red when something breaks…',
  },
];

/** The Atom feed's posts, newest first. */
export const ATOM_POSTS: readonly Post[] = [
  {
    title: 'Generics in TypeScript: Array<T> and friends',
    url: 'https://octo.example.org/posts/typescript-generics/',
    date: '2026-11-20T08:15:00.000Z',
    source: BLOG,
    excerpt: 'What Array<T>, Record<K, V> & friends say about your data.',
  },
  {
    title: 'Revalidating with ETags: a 304 is not free everywhere',
    url: 'https://octo.example.org/posts/etags/',
    date: '2026-10-12T06:30:00.000Z',
    source: BLOG,
    excerpt: 'The same article as on dev.to.',
  },
  {
    title: 'Ten years of on-call: what I would tell my younger self',
    url: 'https://octo.example.org/posts/ten-years-of-on-call/',
    date: '2026-10-01T18:00:00.000Z',
    source: BLOG,
    excerpt: 'First, sleep. Then write the runbook you wished you had at 3 a.m.',
  },
  {
    title: 'Why I still write my feed by hand',
    url: 'https://octo.example.org/posts/feed-by-hand/',
    date: '2026-08-15T10:00:00.000Z',
    source: BLOG,
    excerpt: 'A plain-text summary: <link> & <entry> are all it takes.',
  },
  {
    title: 'Profiling a slow webpack build',
    url: 'https://octo.example.org/posts/profiling-webpack/',
    date: '2026-06-02T07:00:00.000Z',
    source: BLOG,
    excerpt: 'Two thirds of the time went into one loader.',
  },
];

/** The JSON Feed's posts, newest first: a post without a title is named by its text. */
export const JSON_POSTS: readonly Post[] = [
  {
    title: 'Shipped: offline maps in trail-planner',
    url: 'https://micro.octo.example.org/2026/11/10/offline-maps',
    date: '2026-11-10T17:45:00.000Z',
    source: MICRO,
    excerpt: 'Tiles are cached for the whole route before you leave.',
  },
  {
    title: 'Quick note: the Lyon JS meetup moved to Thursday.',
    url: 'https://micro.octo.example.org/2026/10/20/meetup',
    date: '2026-10-20T17:00:00.000Z',
    source: MICRO,
  },
  {
    title: 'Reading list, autumn 2026',
    url: 'https://octo.example.org/reading/',
    date: '2026-09-28T10:00:00.000Z',
    source: MICRO,
    excerpt: 'Five books on systems, one on mountains.',
  },
];

/** Items each feed leaves out for want of a usable date. */
export const UNDATED_ITEMS: Readonly<Record<FeedName, number>> = { rss: 1, atom: 0, json: 0 };

const [escaping, slides, etagsDevTo, rust, cron] = RSS_POSTS as [Post, Post, Post, Post, Post];
const [generics, , onCall, byHand, profiling] = ATOM_POSTS as [Post, Post, Post, Post, Post];

/**
 * REACT_APP_FEEDS=<rss>,<atom>: both feeds newest first, the cross-posted ETags article once, from
 * dev.to (the feed listed first wins; the blog's copy has the same title on the same day).
 */
export const RSS_ATOM_POSTS: readonly Post[] = [
  generics,
  escaping,
  slides,
  etagsDevTo,
  onCall,
  rust,
  byHand,
  cron,
  profiling,
];

/** What the Writing tab shows for the e2e builds: the default limit, 6. */
export const RSS_ATOM_LIMITED: readonly Post[] = RSS_ATOM_POSTS.slice(0, 6);
