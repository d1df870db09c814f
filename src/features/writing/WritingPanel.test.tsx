import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders';
import { POSTS } from '../../../test/fixtures/resume';
import { fakeSource, portfolioData } from '../../../test/portfolioFixtures';
import WritingPanel from './WritingPanel';

describe('WritingPanel', () => {
  it('lists the posts with their title, date, source and excerpt', () => {
    render(
      <AppProviders source={fakeSource(portfolioData())} content={{ resume: null, posts: POSTS }}>
        <WritingPanel />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Writing' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Why our queue fell over' });
    expect(link).toHaveAttribute('href', 'https://blog.example.org/queue');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('10 Jun 2025 · Jordan’s blog');
    expect(screen.getByText('A post-mortem of a Tuesday.')).toBeVisible();
    // A post without a safe address is a title, not a link; its markup is text.
    expect(
      screen.getByRole('heading', { name: '<script>alert(1)</script> in a title' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
