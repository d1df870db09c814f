import { render, screen } from '@testing-library/react';
import { ProjectCard } from './ProjectCard';

describe('ProjectCard', () => {
  it('shows the title, the description and a View link that opens the repository', () => {
    render(
      <ProjectCard
        title="repo-one"
        url="https://github.com/octo/repo-one"
        description="Does things"
      />,
    );
    expect(screen.getByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
    expect(screen.getByText('Does things')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View repo-one' });
    expect(link).toHaveTextContent('View');
    expect(link).toHaveAttribute('href', 'https://github.com/octo/repo-one');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the card without a link when there is no safe address', () => {
    render(<ProjectCard title="repo-one" url={null} description="Does things" />);
    expect(screen.getByRole('heading', { name: 'repo-one' })).toBeInTheDocument();
    expect(screen.getByText('Does things')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('View')).not.toBeInTheDocument();
  });

  it.each([null, ''])(
    'says "No description provided" when the description is %p',
    (description) => {
      render(<ProjectCard title="repo" url="https://example.org" description={description} />);
      expect(screen.getByText('No description provided')).toBeInTheDocument();
    },
  );

  it('shows the contributions with the percentage as a rounded number', () => {
    render(
      <ProjectCard
        title="repo"
        url="https://example.org"
        description={null}
        contributions={{ own: 5, total: 9, percentage: 55.56 }}
      />,
    );
    expect(screen.getByText('Contributions: 5')).toBeInTheDocument();
    expect(screen.getByText('Contribution Percentage: 55.56%')).toBeInTheDocument();
  });

  it.each([
    [50, 'Contribution Percentage: 50%'],
    [0, 'Contribution Percentage: 0%'],
  ])('prints %p as "%s"', (percentage, text) => {
    render(
      <ProjectCard
        title="repo"
        url="https://example.org"
        description="x"
        contributions={{ own: 0, total: 0, percentage }}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows no contribution lines where none are counted', () => {
    render(<ProjectCard title="repo" url="https://example.org" description="x" />);
    expect(screen.queryByText(/Contribution/)).not.toBeInTheDocument();
  });

  it('says when the contributions are not counted yet, with no number', () => {
    render(
      <ProjectCard title="repo" url="https://example.org" description="x" contributions={null} />,
    );
    expect(
      screen.getByText('Contributions not counted yet: the next build counts them'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Contributions:|Percentage/)).not.toBeInTheDocument();
  });

  it('shows one tag per tool', () => {
    render(
      <ProjectCard
        title="repo"
        url="https://example.org"
        description="x"
        tools={['TypeScript', 'Shell']}
      />,
    );
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByText('Shell')).toBeInTheDocument();
  });

  it('marks an archived repository and draws its languages', () => {
    render(
      <ProjectCard
        title="old-blog"
        url={null}
        description={null}
        badge="Archived"
        languages={[{ name: 'Ruby', bytes: 10 }]}
      />,
    );
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Languages: Ruby 100%' })).toBeInTheDocument();
  });

  it('shows what else a card says after its description', () => {
    render(
      <ProjectCard title="atlas" url={null} description="Maps" badge="Not on GitHub">
        <p>Mar 2021 – present</p>
      </ProjectCard>,
    );
    expect(screen.getByText('Not on GitHub')).toBeInTheDocument();
    expect(screen.getByText('Mar 2021 – present')).toBeInTheDocument();
  });
});
