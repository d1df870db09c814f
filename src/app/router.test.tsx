import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { parseConfig } from '../config/parseConfig';
import { fakeSource, portfolioData } from '../../test/portfolioFixtures';
import { ENGLISH } from '../i18n/english';
import type { PageLocale } from '../i18n/locale';
import { EN } from '../i18n/messages';
import { createAppRouter } from './router';

function renderAt(hash: string, locale?: PageLocale) {
  window.location.hash = hash;
  const router = createAppRouter({
    config: parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' }),
    source: fakeSource(portfolioData()),
    publicUrl: '/portfolio',
    ...(locale && { locale }),
  });
  return render(<RouterProvider router={router} />);
}

describe('hash router', () => {
  beforeEach(() => {
    // react-router logs its own hint for the default error screen.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the portfolio at #/', async () => {
    renderAt('#/');
    // The lazy panel and the profile load on their own: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Octo Cat' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it("shows react-router's default error screen with the error text on any other path", async () => {
    renderAt('#/no-such-route');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('matches / exactly', async () => {
    renderAt('#/portfolio');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  });

  it('shows the same screen in the language of a page in another language', async () => {
    const german: PageLocale = {
      ...ENGLISH,
      language: 'de',
      messages: { ...EN, 'error.route': 'Unerwarteter Anwendungsfehler!' },
    };
    renderAt('#/no-such-route', german);
    expect(
      await screen.findByRole('heading', { name: 'Unerwarteter Anwendungsfehler!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('keeps the default screen on an English page', async () => {
    renderAt('#/no-such-route', ENGLISH);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    // The default screen's own hint, which an errorElement would replace.
    expect(screen.getByText(/errorElement/)).toBeInTheDocument();
  });
});
