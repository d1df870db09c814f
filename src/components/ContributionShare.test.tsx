import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContributionShare } from './ContributionShare';

describe('ContributionShare', () => {
  const contributions = {
    own: 5,
    total: 9,
    percentage: 55.56,
    firstOwnCommitAt: '2024-03-02T10:00:00Z',
    lastOwnCommitAt: '2026-10-30T10:00:00Z',
  };

  it('keeps the two texts and adds a progress bar with the share as its value', () => {
    render(<ContributionShare title="widget-engine" contributions={contributions} />);
    expect(screen.getByText('Contributions: 5')).toBeInTheDocument();
    expect(screen.getByText('Contribution Percentage: 55.56%')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', {
      name: "Owner's share of the commits of widget-engine",
    });
    expect(bar).toHaveAttribute('aria-valuenow', '55.56');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('says "N of M commits", explained on focus, and when the owner was active', async () => {
    render(<ContributionShare title="widget-engine" contributions={contributions} />);
    const counts = screen.getByText('5 of 9 commits');
    expect(counts).toHaveAccessibleDescription(/Distinct commits over all branches/);
    await userEvent.tab();
    expect(counts).toHaveFocus();
    expect(screen.getByText(/active Mar 2024 – Oct 2026/)).toBeInTheDocument();
  });

  it('names one month once, and no span without dates', () => {
    const { rerender } = render(
      <ContributionShare
        title="x"
        contributions={{ ...contributions, firstOwnCommitAt: '2026-10-01T00:00:00Z' }}
      />,
    );
    expect(screen.getByText(/active Oct 2026$/)).toBeInTheDocument();
    rerender(<ContributionShare title="x" contributions={{ own: 0, total: 3, percentage: 0 }} />);
    expect(screen.queryByText(/active/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
