import { parsePublicUrl } from './publicUrl';

describe('parsePublicUrl', () => {
  it('defaults to /portfolio', () => {
    expect(parsePublicUrl(undefined)).toEqual({ basePath: '/portfolio', siteUrl: null });
    expect(parsePublicUrl('  ')).toEqual({ basePath: '/portfolio', siteUrl: null });
  });

  it('reads a path, with or without a trailing slash', () => {
    expect(parsePublicUrl('/any-name')).toEqual({ basePath: '/any-name', siteUrl: null });
    expect(parsePublicUrl('/any-name/')).toEqual({ basePath: '/any-name', siteUrl: null });
    expect(parsePublicUrl('/a/b')).toEqual({ basePath: '/a/b', siteUrl: null });
  });

  it('reads / as the root of the domain', () => {
    expect(parsePublicUrl('/')).toEqual({ basePath: '', siteUrl: null });
  });

  it('reads a full URL as the base path and the canonical address', () => {
    expect(parsePublicUrl('https://ada.github.io/portfolio')).toEqual({
      basePath: '/portfolio',
      siteUrl: 'https://ada.github.io/portfolio/',
    });
    expect(parsePublicUrl('https://ada.github.io')).toEqual({
      basePath: '',
      siteUrl: 'https://ada.github.io/',
    });
    expect(parsePublicUrl('https://Example.ORG/Port/')).toEqual({
      basePath: '/Port',
      siteUrl: 'https://example.org/Port/',
    });
  });

  it.each([
    ['portfolio', /neither a path nor a full URL/],
    ['//cdn.example/x', /neither a path nor a full URL/],
    ['/my portfolio', /not a usable path/],
    ['/a/../b', /not a usable path/],
    ['/a?x=1', /not a usable path/],
    ['ftp://ada.example/p', /must be an http\(s\) address/],
    ['https://ada.github.io/p?x=1', /must not carry a query/],
  ])('refuses %p, naming the setting and the fix', (value, problem) => {
    expect(() => parsePublicUrl(value)).toThrow(problem);
    expect(() => parsePublicUrl(value)).toThrow(/^PUBLIC_URL .*Write a path such as \/portfolio/);
  });
});
