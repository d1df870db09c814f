import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseConfig } from '../config/parseConfig';
import type { PortfolioContent } from '../domain/content';
import type { OwnerSection } from '../domain/ownerSections';
import { POSTS, RESUME } from '../../test/fixtures/resume';
import { AppProviders } from './AppProviders';
import { fakeSource, portfolioData, renderWithSource } from '../../test/portfolioFixtures';
import { PortfolioPage } from './PortfolioPage';
import { ENGLISH } from '../i18n/english';
import type { PageLocale } from '../i18n/locale';

const config = parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' });

/** Renders the page and waits for the default tab's lazy panel, as a visitor would. */
async function renderPage(source = fakeSource(portfolioData())) {
  const view = renderWithSource(<PortfolioPage config={config} publicUrl="/portfolio" />, source);
  // The first lazy import of a panel transforms its modules: slow on a busy machine.
  await screen.findByRole('heading', { level: 2, name: 'Repositories' }, { timeout: 10_000 });
  return view;
}

describe('PortfolioPage', () => {
  // The waits below give the lazy panel 10 s on a busy machine; the test itself needs more than jest's 5 s.
  jest.setTimeout(30_000);
  it('shows the bio, the location and company, and the date of the data', async () => {
    const data = portfolioData();
    const source = {
      ...fakeSource(
        portfolioData({
          profile: {
            ...data.profile,
            bio: 'Builds tidy things.',
            location: 'Berlin',
            company: '@acme',
          },
        }),
      ),
      fetchedAt: '2026-11-22T06:00:00.000Z',
    };
    await renderPage(source);
    expect(await screen.findByText('Builds tidy things.')).toBeInTheDocument();
    expect(screen.getByText('Berlin · @acme')).toBeInTheDocument();
    const date = screen.getByText('22 Nov 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-22T06:00:00.000Z');
    expect(date.parentElement).toHaveTextContent('Data as of 22 Nov 2026');
  });

  it('says no data date for live data', async () => {
    await renderPage({
      ...fakeSource(portfolioData(), { mode: 'live' }),
      fetchedAt: '2026-11-22T06:00:00.000Z',
    });
    expect(screen.queryByText(/Data as of/)).not.toBeInTheDocument();
  });

  it('shows the profile name, avatar and links', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Octo Cat' })).toBeInTheDocument();
    // No copy of it in the site (a live source): GitHub's picture at the displayed size.
    expect(screen.getByRole('img', { name: 'Avatar of Octo Cat' })).toHaveAttribute(
      'src',
      'https://avatars.example.org/octo.png?s=96',
    );
    const nav = screen.getByRole('navigation', { name: 'Profiles and contact' });
    expect(within(nav).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/octo',
    );
    expect(within(nav).getByRole('link', { name: /GitLab/ })).toHaveAttribute(
      'href',
      'https://gitlab.example.org/octo',
    );
    expect(within(nav).getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      'mailto:octo@example.org',
    );
    expect(within(nav).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/octo',
    );
    expect(within(nav).getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://octo.example.org',
    );
    const cv = within(nav).getByRole('link', { name: /Download CV/ });
    expect(cv).toHaveAttribute('href', '/portfolio/cv.pdf');
    expect(cv).toHaveAttribute('download');
  });

  it('offers no Download CV when the site has no CV (an owner without public/cv.pdf)', async () => {
    const source = fakeSource(portfolioData());
    renderWithSource(
      <PortfolioPage
        config={parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo' }, { techStack: null, cv: 'none' })}
        publicUrl="/portfolio"
      />,
      source,
    );
    const nav = await screen.findByRole('navigation', { name: 'Profiles and contact' });
    await within(nav).findByRole('link', { name: /GitHub/ });
    expect(within(nav).queryByRole('link', { name: /Download CV/ })).not.toBeInTheDocument();
  });

  it('falls back to the username and the default avatar', async () => {
    const data = portfolioData();
    await renderPage(
      fakeSource({ ...data, profile: { ...data.profile, name: null, avatarUrl: null } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'octo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar of octo' })).toHaveAttribute(
      'src',
      'default-avatar.svg',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} octo`)).toBeInTheDocument();
  });

  it('shows the configured username and logs when the profile cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(fakeSource(portfolioData(), { failing: ['profile'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'octo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar of octo' })).toHaveAttribute(
      'src',
      'default-avatar.svg',
    );
    expect(screen.queryByText('profile failed')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load profile:', expect.any(Error));
    // The rest of the page still shows.
    expect(await screen.findByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
  });

  it('shows no highlights when a repository list could not be loaded (its counts would be short)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Both lists in: the highlights show (a chunk of their own).
    const loaded = await renderPage(fakeSource(portfolioData(), { mode: 'live' }));
    expect(
      await screen.findByRole('region', { name: 'Highlights' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    loaded.unmount();

    await renderPage(fakeSource(portfolioData(), { mode: 'live', failing: ['organizations'] }));
    expect(await screen.findByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });

  it('shows skeletons, not a name, while the profile loads', async () => {
    const { container } = await renderPage(fakeSource(portfolioData(), { pending: ['profile'] }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(container.querySelector('.profile-header .ant-skeleton')).not.toBeNull();
  });

  it('puts the year and the contact e-mail in the footer', async () => {
    await renderPage();
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByText(`© ${new Date().getFullYear()} Octo Cat`),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'octo@example.org' })).toHaveAttribute(
      'href',
      'mailto:octo@example.org',
    );
  });

  it('opens on the GitHub Projects tab and switches tabs', async () => {
    const user = userEvent.setup();
    const data = portfolioData({ techStack: ['React', 'Kafka'] });
    await renderPage(fakeSource(data));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'GitHub Projects',
      'GitLab Projects',
      'Tech Stack',
    ]);
    expect(screen.getByRole('tab', { name: 'GitHub Projects' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'repo-one' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'GitLab Projects' }));
    // Without the page's head script (it shows the tab at once), the Tabs show it after the next
    // frame, as a transition.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'GitLab Projects' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Starred Projects' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Tech Stack' }));
    expect(await screen.findByRole('heading', { name: 'My Tech Stack' })).toBeInTheDocument();
    expect(await screen.findByText('Kafka')).toBeInTheDocument();
  });

  it('ends on the tab tapped last, however fast the taps come', async () => {
    // No delay between the taps: both come before the Tabs render the first (after the next frame).
    const user = userEvent.setup({ delay: null });
    await renderPage(fakeSource(portfolioData()));
    expect(await screen.findByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'GitLab Projects' }));
    await user.click(screen.getByRole('tab', { name: 'GitHub Projects' }));
    // After the frame the taps wait for, and React's work they start (act flushes it): no fixed delay,
    // which a loaded machine outlasts.
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    });
    expect(screen.getByRole('tab', { name: 'GitHub Projects' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the demo notice only on demo data', async () => {
    const { unmount } = await renderPage(fakeSource(portfolioData(), { mode: 'demo' }));
    // In a landmark, where a screen reader moving by landmarks finds it.
    expect(within(screen.getByRole('main')).getByText(/Demo data/)).toBeInTheDocument();
    unmount();
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Demo data/)).not.toBeInTheDocument();
  });

  it('loads the profile once for header and footer', async () => {
    const source = fakeSource(portfolioData());
    await renderPage(source);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(source.load).toHaveBeenCalledWith('ownRepos'));
    expect(source.load.mock.calls.filter(([part]) => part === 'profile')).toHaveLength(1);
  });

  describe('with a resume and posts', () => {
    async function renderStory(content: PortfolioContent, locale?: PageLocale) {
      const data = portfolioData();
      const source = fakeSource(
        portfolioData({
          profile: { ...data.profile, bio: 'GitHub bio', location: 'Berlin', company: '@acme' },
        }),
      );
      render(
        <AppProviders source={source} content={content} {...(locale ? { locale } : {})}>
          <PortfolioPage config={config} publicUrl="/portfolio" />
        </AppProviders>,
      );
      await screen.findByRole('heading', { level: 2, name: 'Repositories' }, { timeout: 10_000 });
      // The profile comes in on its own: on a busy machine after the panel's heading.
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    }

    it("shows the resume's name, headline, summary and location over GitHub's", async () => {
      await renderStory({ resume: RESUME, posts: null });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jordan Doe');
      expect(screen.getByText('Backend engineer')).toBeVisible();
      expect(screen.getByText('Builds data pipelines that stay up.')).toBeVisible();
      expect(screen.queryByText('GitHub bio')).toBeNull();
      expect(screen.getByText('Lyon, FR · @acme')).toBeVisible();
    });

    it('marks the resume’s headline and summary with its language on a page in another', async () => {
      await renderStory(
        { resume: { ...RESUME, language: 'en' }, posts: null },
        { ...ENGLISH, language: 'de' },
      );
      expect(screen.getByText('Backend engineer')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Builds data pipelines that stay up.')).toHaveAttribute('lang', 'en');
      // The name is a name in any language.
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    });

    it('adds the Experience and Writing tabs after the specified three', async () => {
      await renderStory({ resume: RESUME, posts: POSTS });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'GitHub Projects',
        'GitLab Projects',
        'Tech Stack',
        'Experience',
        'Writing',
      ]);
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Writing' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Writing' })).toBeVisible();
    });

    it('keeps the specified tabs alone without a resume or posts', async () => {
      await renderStory({ resume: null, posts: [] });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'GitHub Projects',
        'GitLab Projects',
        'Tech Stack',
      ]);
      expect(screen.getByText('GitHub bio')).toBeVisible();
    });
  });

  describe("with the owner's sections", () => {
    const section = (key: string, extra: Partial<OwnerSection> = {}): OwnerSection => ({
      key,
      title: key.toUpperCase(),
      order: 0,
      placement: 'tab',
      print: true,
      body: [{ tag: 'p', children: [`The ${key} section.`] }],
      ...extra,
    });

    async function renderWith(content: PortfolioContent) {
      render(
        <AppProviders source={fakeSource(portfolioData())} content={content}>
          <PortfolioPage config={config} publicUrl="/portfolio" />
        </AppProviders>,
      );
      await screen.findByRole('heading', { level: 2, name: 'Repositories' }, { timeout: 10_000 });
    }

    it('adds a tab per own section after every other tab, and a section to the tab it names', async () => {
      await renderWith({
        resume: RESUME,
        posts: null,
        sections: [
          section('talks'),
          section('now', { placement: 'github' }),
          section('reading', { order: 1 }),
        ],
      });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'GitHub Projects',
        'GitLab Projects',
        'Tech Stack',
        'Experience',
        'TALKS',
        'READING',
      ]);
      // In the open tab, after its panel.
      const now = await screen.findByRole('region', { name: 'NOW' }, { timeout: 10_000 });
      expect(now).toHaveTextContent('The now section.');
      const panel = screen.getByRole('tabpanel', { name: 'GitHub Projects' });
      expect(within(panel).getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('NOW');
      await userEvent.setup().click(screen.getByRole('tab', { name: 'READING' }));
      expect(await screen.findByRole('region', { name: 'READING' })).toHaveTextContent(
        'The reading section.',
      );
    });

    it('shows a section placed in a tab the page lacks (no posts today) as a tab of its own', async () => {
      await renderWith({
        resume: null,
        posts: [],
        sections: [section('links', { placement: 'writing' })],
      });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'GitHub Projects',
        'GitLab Projects',
        'Tech Stack',
        'LINKS',
      ]);
    });

    it('marks a section written in another language than the page, and its tab', async () => {
      await renderWith({
        resume: null,
        posts: null,
        sections: [section('talks', { language: 'de', title: 'Vorträge' })],
      });
      expect(
        screen.getByRole('tab', { name: 'Vorträge' }).querySelector('[lang="de"]'),
      ).not.toBeNull();
    });

    it('keeps the specified tabs alone with an empty sections/ folder', async () => {
      await renderWith({ resume: null, posts: null, sections: [] });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'GitHub Projects',
        'GitLab Projects',
        'Tech Stack',
      ]);
    });
  });
});
