import { render, screen } from '@testing-library/react';
import { languageSlices } from '../domain/languageStats';
import { LanguageBar } from './LanguageBar';

describe('LanguageBar', () => {
  it('draws a slice per language, as wide as its share, and names them for screen readers', () => {
    render(
      <LanguageBar
        slices={languageSlices([
          { name: 'C++', bytes: 48210 },
          { name: 'CMake', bytes: 3120 },
        ])}
      />,
    );
    const bar = screen.getByRole('img', { name: 'Languages: C++ 93.9%, CMake 6.1%' });
    const slices = [...bar.children] as HTMLElement[];
    expect(slices.map((slice) => slice.style.flexGrow)).toEqual(['93.9', '6.1']);
    expect(slices[0]).toHaveStyle({ backgroundColor: '#f34b7d' });
  });

  it("names the slice of the other languages in the page's language", () => {
    const slices = languageSlices(
      [
        { name: 'Go', bytes: 60 },
        { name: 'Shell', bytes: 30 },
        { name: 'Nix', bytes: 10 },
      ],
      1,
    );
    render(<LanguageBar slices={slices} />);
    expect(screen.getByRole('img', { name: 'Languages: Go 60%, Other 40%' })).toBeInTheDocument();
  });

  it('draws nothing without bytes', () => {
    const { container } = render(<LanguageBar slices={languageSlices([])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
