import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../app/AppProviders';
import { RESUME } from '../../../test/fixtures/resume';
import { DEFAULT_TECH_STACK } from '../../config/techStack';
import type { PortfolioSource } from '../../data/source';
import type { PortfolioData, PortfolioPart } from '../../domain/model';
import { fakeSource, portfolioData, renderWithSource, repo } from '../../../test/portfolioFixtures';
import TechStackPanel from './TechStackPanel';

/**
 * TypeScript: the own 'site' and acme's 'engine' (2); HTML5 through 'HTML' (1); Bash through the
 * GitLab topic 'Shell' and the own 'dotfiles' (2); Rust only by engine's language bytes (1); Kafka
 * only in a starred project, which is someone else's work (none); Figma nowhere (none).
 */
const STACK = ['TypeScript', 'HTML5', 'Bash', 'Rust', 'Kafka', 'Figma'];

function data(overrides: Partial<PortfolioData> = {}): PortfolioData {
  return portfolioData({
    techStack: STACK,
    ownRepos: [
      repo({
        id: 'o1',
        name: 'site',
        url: 'https://github.com/octo/site',
        tools: ['TypeScript', 'HTML'],
      }),
      repo({ id: 'o2', name: 'dotfiles', url: null, tools: ['Shell'] }),
    ],
    organizations: [
      {
        login: 'acme',
        url: 'https://github.com/acme',
        avatarUrl: null,
        description: null,
        repos: [
          repo({
            id: 'a1',
            name: 'engine',
            url: 'https://github.com/acme/engine',
            tools: ['TypeScript'],
            languages: [
              { name: 'TypeScript', bytes: 900 },
              { name: 'Rust', bytes: 100 },
            ],
          }),
        ],
      },
    ],
    gitlabProjects: [
      repo({ id: 'g1', name: 'infra', url: 'https://gitlab.example.org/o/infra', tools: ['Bash'] }),
    ],
    starredProjects: [
      repo({ id: 's1', name: 'stream', url: 'https://gitlab.example.org/x/s', tools: ['Kafka'] }),
    ],
    ...overrides,
  });
}

const toggle = (name: string) => screen.getByRole('button', { name });
const tagCloud = (container: HTMLElement) => container.querySelector('.tech-stack') as HTMLElement;

describe('TechStackPanel', () => {
  it("shows 'My Tech Stack' and a coloured tag with an icon for every configured tool", async () => {
    const { container } = renderWithSource(
      <TechStackPanel />,
      fakeSource(portfolioData({ techStack: DEFAULT_TECH_STACK })),
    );
    expect(screen.getByRole('heading', { name: 'My Tech Stack' })).toBeInTheDocument();
    expect(await screen.findByText('TypeScript')).toBeInTheDocument();
    const tags = [...container.querySelectorAll('.tool-tag')];
    expect(tags.map((tag) => tag.textContent)).toEqual([...DEFAULT_TECH_STACK]);
    expect(tags[0]).toHaveClass('ant-tag-magenta');
    expect(tags[11]).toHaveClass('ant-tag-magenta');
    expect(tags[21]).toHaveClass('ant-tag-purple');
    // Every tag has either its logo or the generic icon; only tools without a devicon logo get the latter.
    const generic = tags.filter((tag) => tag.querySelector('[data-testid="generic-tool-icon"]'));
    expect(generic.map((tag) => tag.textContent)).toEqual(['Apollo', 'Kafka']);
    expect(tags.every((tag) => tag.querySelector('img, [data-testid="generic-tool-icon"]'))).toBe(
      true,
    );
  });

  it('gives a tag used by shown repositories a button with its count; the others stay plain tags', async () => {
    const { container } = renderWithSource(<TechStackPanel />, fakeSource(data()));
    await screen.findByRole('button', { name: 'TypeScript, used in 2 repositories' });
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'TypeScript, used in 2 repositories',
      'HTML5, used in 1 repository',
      'Bash, used in 2 repositories',
      'Rust, used in 1 repository',
    ]);
    // The visible count beside the tag; the tags keep their order, colours and text.
    expect(toggle('TypeScript, used in 2 repositories')).toHaveTextContent(/^TypeScript2$/);
    const tags = [...tagCloud(container).querySelectorAll('.tool-tag')];
    expect(tags.map((tag) => tag.textContent)).toEqual(STACK);
    expect(tags[4]).toHaveClass('ant-tag-gold');
    for (const plain of ['Kafka', 'Figma']) {
      expect(screen.getByText(plain).closest('button')).toBeNull();
    }
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const controlled = button.getAttribute('aria-controls') ?? '';
      expect(document.getElementById(controlled)).toBeInTheDocument();
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens the list of repositories with the keyboard, switches to another tag and closes', async () => {
    const user = userEvent.setup();
    renderWithSource(<TechStackPanel />, fakeSource(data()));
    const typescript = await screen.findByRole('button', {
      name: 'TypeScript, used in 2 repositories',
    });

    await user.tab();
    expect(typescript).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(typescript).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'TypeScript in 2 repositories' });
    expect(region.parentElement?.id).toBe(typescript.getAttribute('aria-controls'));
    expect(
      within(region).getByRole('heading', { name: 'TypeScript in 2 repositories' }),
    ).toBeInTheDocument();
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['site', 'https://github.com/octo/site'],
      ['engine', 'https://github.com/acme/engine'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['site GitHub', 'engine acme']);

    // Another tag switches the list.
    await user.tab();
    await user.tab();
    const bash = toggle('Bash, used in 2 repositories');
    expect(bash).toHaveFocus();
    await user.keyboard(' ');
    expect(bash).toHaveAttribute('aria-expanded', 'true');
    expect(typescript).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: 'TypeScript in 2 repositories' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bash in 2 repositories' })).toBeInTheDocument();

    // The same tag again closes it.
    await user.keyboard('{Enter}');
    expect(bash).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens and closes on click, and lists a repository without an address as text', async () => {
    const user = userEvent.setup();
    renderWithSource(<TechStackPanel />, fakeSource(data()));
    const bash = await screen.findByRole('button', { name: 'Bash, used in 2 repositories' });
    await user.click(bash);
    const region = screen.getByRole('region', { name: 'Bash in 2 repositories' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['dotfiles GitHub', 'infra GitLab']);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['infra']);
    await user.click(toggle('Rust, used in 1 repository'));
    expect(screen.getByRole('region', { name: 'Rust in 1 repository' })).toBeInTheDocument();
    await user.click(toggle('Rust, used in 1 repository'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the skeleton while the tools load', () => {
    renderWithSource(
      <TechStackPanel />,
      fakeSource(data(), {
        pending: ['techStack', 'ownRepos', 'organizations', 'gitlabProjects'],
      }),
    );
    expect(document.querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('TypeScript')).not.toBeInTheDocument();
  });

  it('shows the tags without counts until every list of repositories is there', async () => {
    renderWithSource(<TechStackPanel />, fakeSource(data(), { pending: ['gitlabProjects'] }));
    expect(await screen.findByText('TypeScript')).toBeInTheDocument();
    // Let the lists that do answer arrive: still no partial counts.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.tool-tag')).toHaveLength(STACK.length);
  });

  it('counts the other lists when one fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSource(<TechStackPanel />, fakeSource(data(), { failing: ['organizations'] }));
    expect(
      await screen.findByRole('button', { name: 'TypeScript, used in 1 repository' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'TypeScript, used in 1 repository',
      'HTML5, used in 1 repository',
      'Bash, used in 2 repositories',
    ]);
  });

  describe('in the prerendered page', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.replaceChildren();
    });

    it('hydrates the counts as prerendered, with nothing open', async () => {
      const inline = data();
      const source: PortfolioSource = {
        mode: 'snapshot',
        peek: <K extends PortfolioPart>(part: K) => inline[part],
        load: <K extends PortfolioPart>(part: K) => Promise.resolve(inline[part]),
      };
      const page = (
        <AppProviders source={source}>
          <TechStackPanel />
        </AppProviders>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const prerendered = container.innerHTML;
      expect(toggle('TypeScript, used in 2 repositories')).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      const recoverable = jest.fn();
      act(() => {
        root = hydrateRoot(container, page, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(prerendered);

      const user = userEvent.setup();
      await user.click(toggle('TypeScript, used in 2 repositories'));
      expect(
        screen.getByRole('region', { name: 'TypeScript in 2 repositories' }),
      ).toBeInTheDocument();
    });
  });

  describe('with the resume’s skills', () => {
    it('counts a skill naming a tool as evidence, and adds its other keywords as plain tags', async () => {
      const user = userEvent.setup();
      render(
        <AppProviders
          source={fakeSource(data())}
          content={{
            resume: {
              ...RESUME,
              skills: [
                { name: 'Design', keywords: ['Figma', 'Sketching'] },
                { name: 'Web', keywords: ['typescript'] },
              ],
            },
            posts: null,
          }}
        >
          <TechStackPanel />
        </AppProviders>,
      );
      const figma = await screen.findByRole('button', { name: 'Figma, used in 1 skill' });
      expect(
        screen.getByRole('button', { name: 'TypeScript, used in 2 repositories and 1 skill' }),
      ).toBeVisible();
      await user.click(figma);
      expect(screen.getByRole('region', { name: 'Figma in 1 skill' })).toHaveTextContent(
        'In my skills: Design',
      );
      // A keyword that is no tool of the list: a tag without a logo, after the list.
      const sketching = screen.getByText('Sketching').closest('.ant-tag');
      expect(sketching?.querySelector('img, [data-testid="generic-tool-icon"]')).toBeNull();
      expect(screen.getAllByText(/^(Figma|Sketching)$/).map((tag) => tag.textContent)).toEqual([
        'Figma',
        'Sketching',
      ]);
    });

    it('waits for the lists before a skill makes a button, and lists no repositories it has not', async () => {
      const content = {
        resume: { ...RESUME, skills: [{ name: 'Design', keywords: ['Figma'] }] },
        posts: null,
      };
      const { unmount } = render(
        <AppProviders
          source={fakeSource(data(), { pending: ['gitlabProjects'] })}
          content={content}
        >
          <TechStackPanel />
        </AppProviders>,
      );
      expect(await screen.findByText('Figma')).toBeInTheDocument();
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();

      const user = userEvent.setup();
      render(
        <AppProviders source={fakeSource(data())} content={content}>
          <TechStackPanel />
        </AppProviders>,
      );
      await user.click(await screen.findByRole('button', { name: 'Figma, used in 1 skill' }));
      const region = screen.getByRole('region', { name: 'Figma in 1 skill' });
      expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    });
  });
});
