import { screen } from '@testing-library/react';
import { TECH_STACK } from '../../config/techStack';
import { fakeSource, portfolioData, renderWithSource } from '../../../test/portfolioFixtures';
import TechStackPanel from './TechStackPanel';

describe('TechStackPanel', () => {
  it("shows 'My Tech Stack' and a coloured tag with an icon for every configured tool", async () => {
    const { container } = renderWithSource(
      <TechStackPanel />,
      fakeSource(portfolioData({ techStack: TECH_STACK })),
    );
    expect(screen.getByRole('heading', { name: 'My Tech Stack' })).toBeInTheDocument();
    expect(await screen.findByText('TypeScript')).toBeInTheDocument();
    const tags = [...container.querySelectorAll('.tool-tag')];
    expect(tags.map((tag) => tag.textContent)).toEqual([...TECH_STACK]);
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
});
