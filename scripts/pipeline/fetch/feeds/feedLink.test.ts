import { feedLink } from './feedLink';

const FEED = 'https://blog.example.org/feeds/atom.xml';

describe('feedLink', () => {
  it('keeps an http(s) link, as the URL parser writes it', () => {
    expect(feedLink('https://dev.to/jdoe/post-1', FEED)).toBe('https://dev.to/jdoe/post-1');
    expect(feedLink(' HTTP://Example.org/a b ', FEED)).toBe('http://example.org/a%20b');
  });

  it('reads a relative link against the feed', () => {
    expect(feedLink('/posts/1', FEED)).toBe('https://blog.example.org/posts/1');
    expect(feedLink('2025/tiles.html', FEED)).toBe(
      'https://blog.example.org/feeds/2025/tiles.html',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@example.org',
    'ftp://example.org/file',
  ])('drops %p', (href) => {
    expect(feedLink(href, FEED)).toBeNull();
  });

  it('drops an empty or missing link', () => {
    expect(feedLink('', FEED)).toBeNull();
    expect(feedLink('   ', FEED)).toBeNull();
    expect(feedLink(undefined, FEED)).toBeNull();
  });
});
