import { languageColor } from './languageColors';
import { languageSlices, totalLanguageBytes } from './languageStats';
import type { Repository } from './model';

describe('languageSlices', () => {
  it('gives each language its share of the bytes, largest first, in GitHub colours', () => {
    const slices = languageSlices([
      { name: 'CSS', bytes: 3100 },
      { name: 'TypeScript', bytes: 52000 },
      { name: 'HTML', bytes: 900 },
    ]);
    expect(slices).toEqual([
      { name: 'TypeScript', percent: 92.9, color: '#3178c6' },
      { name: 'CSS', percent: 5.5, color: '#563d7c' },
      { name: 'HTML', percent: 1.6, color: '#e34c26' },
    ]);
  });

  it('merges what is past the limit into one slice of the other languages', () => {
    const slices = languageSlices(
      [
        { name: 'A', bytes: 50 },
        { name: 'B', bytes: 30 },
        { name: 'C', bytes: 15 },
        { name: 'D', bytes: 5 },
      ],
      2,
    );
    expect(slices.map(({ name, percent, other }) => [name, percent, other ?? false])).toEqual([
      ['A', 50, false],
      ['B', 30, false],
      ['', 20, true],
    ]);
  });

  it('is empty without bytes', () => {
    expect(languageSlices([])).toEqual([]);
    expect(languageSlices([{ name: 'Go', bytes: 0 }])).toEqual([]);
  });
});

describe('languageColor', () => {
  it('knows GitHub colours whatever the case, and makes a stable one for others', () => {
    expect(languageColor('c++')).toBe('#f34b7d');
    expect(languageColor('Brainfuck')).toBe(languageColor('Brainfuck'));
    expect(languageColor('Brainfuck')).toMatch(/^hsl\(\d+, 55%, 50%\)$/);
  });
});

describe('totalLanguageBytes', () => {
  const repo = (languages?: Repository['languages']): Repository => ({
    id: 'x',
    name: 'x',
    description: null,
    url: null,
    tools: [],
    contributions: null,
    ...(languages ? { languages } : {}),
  });
  it('sums bytes per language over the repositories that know theirs', () => {
    expect(
      totalLanguageBytes([
        repo([{ name: 'Go', bytes: 10 }]),
        repo(),
        repo([
          { name: 'Shell', bytes: 30 },
          { name: 'Go', bytes: 25 },
        ]),
      ]),
    ).toEqual([
      { name: 'Go', bytes: 35 },
      { name: 'Shell', bytes: 30 },
    ]);
  });
});
