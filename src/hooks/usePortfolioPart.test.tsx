import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { portfolioData } from '../../test/portfolioFixtures';
import type { PortfolioSource } from '../data/source';
import type { PortfolioData, PortfolioPart } from '../domain/model';
import { PortfolioSourceProvider } from './PortfolioSourceContext';
import { useCurrentYear } from './useCurrentYear';
import { usePortfolioPart } from './usePortfolioPart';

function ProfileName() {
  const state = usePortfolioPart('profile');
  return <p>{state.status === 'ready' ? state.data.name : state.status}</p>;
}

function Year() {
  return <p>{useCurrentYear()}</p>;
}

const inline = (data: PortfolioData, load = jest.fn()): PortfolioSource & { load: jest.Mock } => ({
  mode: 'snapshot',
  peek: <K extends PortfolioPart>(part: K) => data[part],
  load,
  fetchedAt: '2025-12-31T23:30:00.000Z',
});

describe('usePortfolioPart', () => {
  it('is ready at the first render when the source has the part inline, and loads nothing', () => {
    const source = inline(portfolioData());
    // The markup of the very first render: what the prerender writes and hydration expects.
    expect(
      renderToString(
        <PortfolioSourceProvider source={source}>
          <ProfileName />
        </PortfolioSourceProvider>,
      ),
    ).toBe('<p>Octo Cat</p>');
    render(
      <PortfolioSourceProvider source={source}>
        <ProfileName />
      </PortfolioSourceProvider>,
    );
    expect(screen.getByText('Octo Cat')).toBeInTheDocument();
    expect(source.load).not.toHaveBeenCalled();
  });

  it('is loading at first without inline data, then ready', async () => {
    const source: PortfolioSource = {
      mode: 'snapshot',
      load: <K extends PortfolioPart>(part: K) => Promise.resolve(portfolioData()[part]),
    };
    render(
      <PortfolioSourceProvider source={source}>
        <ProfileName />
      </PortfolioSourceProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Octo Cat')).toBeInTheDocument();
  });

  it('shows the inline snapshot in live mode, then the live data', async () => {
    const snapshot = portfolioData();
    let answer: (profile: PortfolioData['profile']) => void = () => undefined;
    const source: PortfolioSource = {
      ...inline(snapshot),
      mode: 'live',
      load: () => new Promise((resolve) => (answer = resolve as typeof answer)),
    };
    render(
      <PortfolioSourceProvider source={source}>
        <ProfileName />
      </PortfolioSourceProvider>,
    );
    expect(screen.getByText('Octo Cat')).toBeInTheDocument();
    await act(async () => answer({ ...snapshot.profile, name: 'Live Cat' }));
    expect(screen.getByText('Live Cat')).toBeInTheDocument();
  });
});

describe('useCurrentYear', () => {
  it("renders the snapshot's year (UTC) on the server, the visitor's year in the browser", () => {
    const source = inline(portfolioData());
    const tree = (
      <PortfolioSourceProvider source={source}>
        <Year />
      </PortfolioSourceProvider>
    );
    expect(renderToString(tree)).toBe('<p>2025</p>');
    render(tree);
    expect(screen.getByText(String(new Date().getFullYear()))).toBeInTheDocument();
  });
});
