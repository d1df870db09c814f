import { render, screen } from '@testing-library/react';
import type { Organization, Repository } from '../../domain/model';
import { repo } from '../../../test/portfolioFixtures';
import ProfileHighlights from './ProfileHighlights';

const org = (repos: Repository[]): Organization => ({
  login: 'acme',
  url: 'https://github.com/acme',
  avatarUrl: null,
  description: null,
  repos,
});
const counted = (id: string, own: number) =>
  repo({ id, name: id, contributions: { own, total: own * 2, percentage: 50 } });

function renderHighlights(organizations: Organization[]) {
  render(
    <ProfileHighlights
      ownRepos={[]}
      organizations={organizations}
      createdAt={null}
      referenceTime={null}
    />,
  );
  return screen.getByRole('region', { name: 'Highlights' });
}

describe('ProfileHighlights', () => {
  it('gives the commits counted over the organizations', () => {
    const highlights = renderHighlights([org([counted('x', 5), counted('y', 2)])]);
    expect(highlights).toHaveTextContent('7 commits in 1 organization');
  });

  it('says “at least” while a repository waits to be counted: its commits are not in the sum', () => {
    const highlights = renderHighlights([
      org([counted('x', 5), repo({ id: 'w', name: 'w', contributions: null })]),
    ]);
    expect(highlights).toHaveTextContent('at least 5 commits in 1 organization');
  });

  it('names the organizations alone while none of their repositories is counted', () => {
    const highlights = renderHighlights([org([repo({ id: 'w', name: 'w', contributions: null })])]);
    expect(highlights).toHaveTextContent('1 organization');
    expect(highlights).not.toHaveTextContent('commit');
  });
});
