import { TAG_COLORS, tagColor } from './tagColor';

describe('tagColor', () => {
  it('has the 11 antd preset colours', () => {
    expect(TAG_COLORS).toHaveLength(11);
    expect(new Set(TAG_COLORS).size).toBe(11);
  });

  it('cycles through them by index', () => {
    const colors = Array.from({ length: 23 }, (_, index) => tagColor(index));
    expect(colors.slice(0, 11)).toEqual([...TAG_COLORS]);
    expect(tagColor(11)).toBe('magenta');
    expect(tagColor(12)).toBe('red');
    expect(tagColor(22)).toBe('magenta');
    expect(tagColor(21)).toBe('purple');
  });
});
