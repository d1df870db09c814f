import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Repository } from '../domain/model';
import { fakeSource, portfolioData, renderWithSource, repo } from '../../test/portfolioFixtures';
import { RepositoryGrid } from './RepositoryGrid';

const named = (name: string, contributions: Repository['contributions']) =>
  repo({ id: name, name, contributions });
const render = (ui: ReactElement) => renderWithSource(ui, fakeSource(portfolioData()));

const PENDING = 'Contributions not counted yet: the next build counts them';

describe('RepositoryGrid', () => {
  it("says which organization repositories' contributions wait for the next build", () => {
    render(
      <RepositoryGrid
        repos={[named('counted', { own: 2, total: 4, percentage: 50 }), named('waiting', null)]}
        loading={false}
        emptyText="none"
        counted
      />,
    );
    expect(screen.getByText('Contributions: 2')).toBeInTheDocument();
    expect(screen.getAllByText(PENDING)).toHaveLength(1);
  });

  it('says nothing of contributions for own repositories, which are not counted', () => {
    render(<RepositoryGrid repos={[named('own', null)]} loading={false} emptyText="none" />);
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
  });
});
