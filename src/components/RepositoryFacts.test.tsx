import { render, screen } from '@testing-library/react';
import { RepositoryFacts } from './RepositoryFacts';

const reference = Date.parse('2026-11-22T06:00:00Z');

describe('RepositoryFacts', () => {
  it('shows stars, forks and the last push as a relative date with the date itself as its hint', () => {
    const { container } = render(
      <RepositoryFacts
        stars={12}
        forks={1}
        pushedAt="2026-08-20T10:00:00Z"
        referenceTime={reference}
      />,
    );
    expect(container.querySelector('.repo-facts')).toHaveTextContent(
      '12 stars1 forkUpdated 3 months ago',
    );
    const time = screen.getByText('3 months ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-08-20T10:00:00Z');
    expect(time.parentElement).toHaveAccessibleDescription('20 Aug 2026');
    expect(time.parentElement?.tagName).toBe('BUTTON');
  });

  it('writes the date itself when there is nothing to count from', () => {
    render(<RepositoryFacts pushedAt="2026-08-20T10:00:00Z" referenceTime={null} />);
    expect(screen.getByText('20 Aug 2026').tagName).toBe('TIME');
  });

  it('shows nothing it does not know', () => {
    const { container } = render(<RepositoryFacts referenceTime={reference} pushedAt={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
