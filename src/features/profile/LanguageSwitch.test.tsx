import { render, screen, within } from '@testing-library/react';
import { ENGLISH } from '../../i18n/english';
import { LocaleProvider } from '../../i18n/I18nContext';
import type { PageLocale } from '../../i18n/locale';
import { EN } from '../../i18n/messages';
import { LanguageSwitch } from './LanguageSwitch';

const ALTERNATES = [
  { language: 'en', name: 'English', href: '/portfolio/' },
  { language: 'de', name: 'Deutsch', href: '/portfolio/de/' },
  { language: 'ja', name: '日本語', href: '/portfolio/ja/' },
];

describe('LanguageSwitch', () => {
  it('links every language in its own name, the page’s own marked current', () => {
    const german: PageLocale = {
      ...ENGLISH,
      language: 'de',
      messages: { ...EN, 'header.languages': 'Sprachen dieser Seite' },
      alternates: ALTERNATES,
    };
    render(
      <LocaleProvider locale={german}>
        <LanguageSwitch />
      </LocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Sprachen dieser Seite' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/portfolio/'],
      ['Deutsch', '/portfolio/de/'],
      ['日本語', '/portfolio/ja/'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Deutsch');
    expect(links[0]).toHaveAttribute('hreflang', 'en');
    expect(links[0]).toHaveAttribute('lang', 'en');
    expect(links[2]).toHaveAttribute('lang', 'ja');
  });

  it('is not there on a site in one language', () => {
    const { container } = render(<LanguageSwitch />);
    expect(container).toBeEmptyDOMElement();
  });
});
