import { cvPath } from './cvPath';

const alternates = [
  { language: 'en', name: 'English', href: '/portfolio/' },
  { language: 'de', name: 'Deutsch', href: '/portfolio/de/' },
];

describe('cvPath', () => {
  it('is none without a CV', () => {
    expect(cvPath('none', '/portfolio', { language: 'de', alternates })).toBeNull();
  });

  it("links the site's one PDF from every page", () => {
    expect(cvPath('site', '/portfolio', { language: 'de', alternates })).toBe('/portfolio/cv.pdf');
    expect(cvPath('site', '', { language: 'en', alternates: [] })).toBe('/cv.pdf');
  });

  it("links each language page's own printed CV", () => {
    expect(cvPath('page', '/portfolio', { language: 'de', alternates })).toBe(
      '/portfolio/de/cv.pdf',
    );
    expect(cvPath('page', '/portfolio', { language: 'en', alternates })).toBe('/portfolio/cv.pdf');
    expect(cvPath('page', '', { language: 'en', alternates: [] })).toBe('/cv.pdf');
  });
});
