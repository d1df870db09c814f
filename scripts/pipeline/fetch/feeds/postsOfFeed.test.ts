import {
  ATOM_FEED,
  ATOM_POSTS,
  JSON_FEED,
  JSON_POSTS,
  RSS_FEED,
  RSS_POSTS,
  UNDATED_ITEMS,
} from '../../../../mock/answers/feeds';
import { parseFeedText } from './parseFeedText';
import { EXCERPT_MAX, POSTS_PER_FEED_MAX, postsOfFeed, SOURCE_MAX, TITLE_MAX } from './postsOfFeed';

const NOW = new Date('2026-11-23T06:00:00Z');
const FEED_URL = 'https://blog.example.org/feeds/rss.xml';

const read = (text: string, url = FEED_URL, now = NOW) =>
  postsOfFeed(parseFeedText(text), url, now);

const rss = (items: string, channelTitle = '<title>Blog</title>') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>${channelTitle}${items}</channel></rss>`;
const item = (fields: string) => `<item>${fields}</item>`;
const DATE = '<pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate>';

describe('postsOfFeed on the fixtures', () => {
  it('reads RSS 2.0: CDATA and encoded HTML as text, a javascript: link dropped, the undated item counted', () => {
    expect(read(RSS_FEED)).toEqual({
      source: 'DEV Community: Octo Dev',
      posts: RSS_POSTS,
      undated: UNDATED_ITEMS.rss,
      empty: 0,
    });
  });

  it('reads Atom 1.0: text, html and xhtml constructs, alternate links, published else updated', () => {
    expect(read(ATOM_FEED)).toEqual({
      source: 'Octo’s notes',
      posts: ATOM_POSTS,
      undated: UNDATED_ITEMS.atom,
      empty: 0,
    });
  });

  it('reads JSON Feed 1.1: summary before content, external_url, an untitled note', () => {
    expect(read(JSON_FEED)).toEqual({
      source: 'Octo Dev (micro)',
      posts: JSON_POSTS,
      undated: UNDATED_ITEMS.json,
      empty: 0,
    });
  });

  it('reads RSS 1.0 (RDF) with Dublin Core dates', () => {
    const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://x.org/"><title>Old &amp; gold</title><link>https://x.org/</link><description>d</description></channel><item rdf:about="https://x.org/1"><title>First</title><link>https://x.org/1</link><description>&lt;p&gt;Hello&lt;/p&gt;</description><dc:date>2026-01-05T10:00:00+01:00</dc:date></item></rdf:RDF>`;
    expect(read(rdf)).toEqual({
      source: 'Old & gold',
      posts: [
        {
          title: 'First',
          url: 'https://x.org/1',
          date: '2026-01-05T09:00:00.000Z',
          source: 'Old & gold',
          excerpt: 'Hello',
        },
      ],
      undated: 0,
      empty: 0,
    });
  });
});

describe('postsOfFeed rules', () => {
  it('keeps a post whose link is not http(s), without a link', () => {
    const { posts } = read(rss(item(`<title>T</title><link>data:text/html,x</link>${DATE}`)));
    expect(posts).toEqual([{ title: 'T', date: '2026-11-02T10:00:00.000Z', source: 'Blog' }]);
  });

  it('reads a relative link against the feed, and a permalink guid when there is no link', () => {
    const { posts } = read(
      rss(
        item(`<title>A</title><link>/posts/a</link>${DATE}`) +
          item(`<title>B</title><guid>https://blog.example.org/posts/b</guid>${DATE}`) +
          item(`<title>C</title><guid>c-123</guid>${DATE}`) +
          item(
            `<title>D</title><guid isPermaLink="false">https://blog.example.org/d</guid>${DATE}`,
          ),
      ),
    );
    expect(posts.map((post) => post.url)).toEqual([
      'https://blog.example.org/posts/a',
      'https://blog.example.org/posts/b',
      undefined,
      undefined,
    ]);
  });

  it('takes the excerpt from the content when the description has no text', () => {
    const { posts } = read(
      rss(
        item(
          `<title>T</title>${DATE}<description><![CDATA[<img src="x.png">]]></description><content:encoded><![CDATA[<p>Full <b>text</b></p>]]></content:encoded>`,
        ),
      ),
    );
    expect(posts[0]?.excerpt).toBe('Full text');
  });

  it('cuts a long excerpt on a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, n) => `word${n}`).join(' ');
    const [post] = read(
      rss(item(`<title>T</title>${DATE}<description>${words}</description>`)),
    ).posts;
    expect(post?.excerpt?.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
    expect(post?.excerpt).toMatch(/ word\d+…$/);
    expect(words.startsWith(post?.excerpt?.slice(0, -1) ?? 'x')).toBe(true);
  });

  it('bounds titles and the source', () => {
    const long = 'Long '.repeat(100);
    const { source, posts } = read(
      rss(item(`<title>${long}</title>${DATE}`), `<title>${long}</title>`),
    );
    expect(posts[0]?.title.length).toBeLessThanOrEqual(TITLE_MAX + 1);
    expect(posts[0]?.title.endsWith('Long…')).toBe(true);
    expect(source.length).toBeLessThanOrEqual(SOURCE_MAX + 1);
  });

  it('names the source by the host when the feed has no title', () => {
    expect(
      read(rss(item(`<title>T</title>${DATE}`), ''), 'https://blog.example.org:8443/rss').source,
    ).toBe('blog.example.org:8443');
  });

  it('omits an excerpt that only repeats the title', () => {
    const { posts } = read(rss(item(`<title>Same</title>${DATE}<description>Same</description>`)));
    expect(posts[0]).not.toHaveProperty('excerpt');
  });

  it('leaves out items without a usable date, and counts them', () => {
    const result = read(
      rss(
        item('<title>none</title>') +
          item('<title>garbage</title><pubDate>soon</pubDate>') +
          item('<title>scheduled</title><pubDate>Fri, 27 Nov 2026 10:00:00 GMT</pubDate>') +
          item('<title>tomorrow morning</title><pubDate>Tue, 24 Nov 2026 05:00:00 GMT</pubDate>') +
          item('<title>dc</title><dc:date>2026-11-01</dc:date>'),
      ),
    );
    expect(result.posts.map((post) => [post.title, post.date])).toEqual([
      ['tomorrow morning', '2026-11-24T05:00:00.000Z'],
      ['dc', '2026-11-01T00:00:00.000Z'],
    ]);
    expect(result.undated).toBe(3);
  });

  it('leaves out items with neither title nor text, and names an untitled one by its text', () => {
    const result = read(rss(item(DATE) + item(`${DATE}<description>Just a note</description>`)));
    expect(result.posts.map((post) => post.title)).toEqual(['Just a note']);
    expect(result.posts[0]).not.toHaveProperty('excerpt');
    expect(result.empty).toBe(1);
  });

  it('keeps at most 50 posts of a feed, the newest', () => {
    const items = Array.from({ length: 60 }, (_, n) =>
      item(
        `<title>P${n}</title><dc:date>2026-01-01T00:${String(n).padStart(2, '0')}:00Z</dc:date>`,
      ),
    ).join('');
    const { posts } = read(rss(items));
    expect(POSTS_PER_FEED_MAX).toBe(50);
    expect(posts).toHaveLength(POSTS_PER_FEED_MAX);
    expect(posts[0]?.title).toBe('P59');
    expect(posts[49]?.title).toBe('P10');
  });
});
