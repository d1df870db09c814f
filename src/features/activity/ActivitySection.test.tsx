import { act, screen, waitFor } from '@testing-library/react';
import { fakeSource, portfolioData, renderWithSource } from '../../../test/portfolioFixtures';
import { windowEndingOn } from './rules/activity';
import type { DailyCounts } from '../../domain/model';
import ActivitySection from './ActivitySection';

const TODAY = '2026-11-26';

/** A window ending today with `counts` on its last days. */
function days(...last: number[]): DailyCounts {
  const { start, days: length } = windowEndingOn(TODAY);
  const counts = new Array<number>(length).fill(0);
  counts.splice(length - last.length, last.length, ...last);
  return { start, counts };
}

const renderActivity = (github: DailyCounts | null, gitlab: DailyCounts | null) =>
  renderWithSource(
    <ActivitySection />,
    fakeSource(portfolioData({ activity: { github, gitlab } })),
  );

describe('the activity calendar', () => {
  it('says the year’s total and each source’s in words, and draws the days for the eye only', async () => {
    const { container } = renderActivity(days(3, 0, 2), days(1, 1));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '7 contributions in the last year',
    });
    expect(screen.getByText('GitHub 5 · GitLab 2')).toBeInTheDocument();
    // The drawing scrolls on a phone: a group named by the heading, reachable by keyboard.
    const group = screen.getByRole('group', { name: heading.textContent ?? '' });
    expect(group).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Summed per day (3, 1, 3): the empty days' shade and two shades for the active days.
    const shades = [...container.querySelectorAll('path')].map((path) =>
      path.getAttribute('class'),
    );
    expect(shades).toEqual(['activity-0', 'activity-1', 'activity-2']);
  });

  it('labels GitLab’s days alone when there is no GitHub calendar', async () => {
    renderActivity(null, days(4));
    await screen.findByRole('heading', { name: '4 contributions in the last year' });
    expect(screen.getByText('GitLab 4 (GitLab only)')).toBeInTheDocument();
  });

  it('names the Forgejo instance as a third source, its days summed in', async () => {
    renderWithSource(
      <ActivitySection forgejoName="Codeberg" />,
      fakeSource(
        portfolioData({
          activity: { github: days(3, 0, 2), gitlab: days(1, 1), forgejo: days(4, 0, 0) },
        }),
      ),
    );
    await screen.findByRole('heading', { name: '11 contributions in the last year' });
    expect(screen.getByText('GitHub 5 · GitLab 2 · Codeberg 4')).toBeInTheDocument();
  });

  it('labels the instance’s days alone when it is the only source', async () => {
    renderWithSource(
      <ActivitySection forgejoName="git.example.org" />,
      fakeSource(portfolioData({ activity: { github: null, gitlab: null, forgejo: days(2) } })),
    );
    await screen.findByRole('heading', { name: '2 contributions in the last year' });
    expect(screen.getByText('git.example.org 2 (git.example.org only)')).toBeInTheDocument();
  });

  it('leaves the instance out of the line when its heatmap is off', async () => {
    renderWithSource(
      <ActivitySection forgejoName="Codeberg" />,
      fakeSource(portfolioData({ activity: { github: days(1), gitlab: null, forgejo: null } })),
    );
    await screen.findByRole('heading', { name: '1 contribution in the last year' });
    expect(screen.getByText('GitHub 1')).toBeInTheDocument();
  });

  it('shows nothing without either calendar', async () => {
    const source = fakeSource(portfolioData({ activity: { github: null, gitlab: null } }));
    const { container } = renderWithSource(<ActivitySection />, source);
    // Loaded, not merely loading: the part's answer is in before the page is looked at.
    await waitFor(() => expect(source.load).toHaveBeenCalledWith('activity'));
    await act(() => source.load.mock.results[0]?.value as Promise<unknown>);
    expect(container.querySelector('.activity')).toBeNull();
  });
});
