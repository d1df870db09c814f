import { render, screen } from '@testing-library/react';
import { ToolTag } from './ToolTag';

describe('ToolTag', () => {
  it('shows a known tool with its devicon logo', () => {
    const { container } = render(<ToolTag name="TypeScript" index={0} />);
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'typescript-original.svg');
    expect(screen.queryByTestId('generic-tool-icon')).not.toBeInTheDocument();
  });

  it('finds the logo under another spelling of the tool', () => {
    const { container } = render(<ToolTag name="Shell" index={0} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'bash-original.svg');
  });

  it('gives an unknown tool the generic code icon', () => {
    const { container } = render(<ToolTag name="Kafka" index={0} />);
    expect(screen.getByTestId('generic-tool-icon')).toHaveClass('anticon-code');
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes its colour from its position', () => {
    const { container } = render(
      <>
        <ToolTag name="A" index={0} />
        <ToolTag name="B" index={11} />
        <ToolTag name="C" index={10} />
      </>,
    );
    const tags = container.querySelectorAll('.tool-tag');
    expect(tags[0]).toHaveClass('ant-tag-magenta');
    expect(tags[1]).toHaveClass('ant-tag-magenta');
    expect(tags[2]).toHaveClass('ant-tag-purple');
  });
});
