import { EN } from '../../../../src/i18n/messages';
import { languagePath, pageLocale } from './pageLocale';

describe('pageLocale', () => {
  it('puts the first language at the base path and the others below it', () => {
    expect(languagePath('/portfolio', ['en', 'de'], 'en')).toBe('/portfolio/');
    expect(languagePath('/portfolio', ['en', 'de'], 'de')).toBe('/portfolio/de/');
    expect(languagePath('', ['de', 'en'], 'en')).toBe('/en/');
  });

  it("gives a page its language's messages over the English ones", () => {
    const german = pageLocale('de', ['en', 'de'], '/portfolio');
    expect(german.language).toBe('de');
    expect(german.dir).toBe('ltr');
    expect(german.messages['tab.github']).not.toBe(EN['tab.github']);
    expect(Object.keys(german.messages).sort()).toEqual(Object.keys(EN).sort());
  });

  it('links every language of a multilingual site in order, and none of a site in one', () => {
    expect(pageLocale('de', ['en', 'de'], '/portfolio').alternates).toEqual([
      { language: 'en', name: 'English', href: '/portfolio/' },
      { language: 'de', name: 'Deutsch', href: '/portfolio/de/' },
    ]);
    expect(pageLocale('de', ['de'], '/portfolio').alternates).toEqual([]);
  });
});
