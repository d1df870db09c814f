import { clipText } from './clipText';

describe('clipText', () => {
  it('leaves a text within the bound as it is', () => {
    const text = 'x'.repeat(200);
    expect(clipText(text, 200)).toBe(text);
    expect(clipText('short', 200)).toBe('short');
  });

  it('cuts a longer text after its last whole word and adds an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, n) => `word${n}`).join(' ');
    const clipped = clipText(words, 200);
    expect(clipped.endsWith('…')).toBe(true);
    expect(clipped.length).toBeLessThanOrEqual(201);
    expect(clipped.length).toBeGreaterThan(150);
    const kept = clipped.slice(0, -1);
    expect(words.startsWith(`${kept} `)).toBe(true);
  });

  it('keeps a word that ends exactly at the bound', () => {
    expect(clipText('aaaa bbbb cccc', 9)).toBe('aaaa bbbb…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(clipText('one two, three four', 9)).toBe('one two…');
  });

  it('cuts inside a word only when the text has no space late enough', () => {
    expect(clipText(`a ${'x'.repeat(30)}`, 10)).toBe(`a ${'x'.repeat(8)}…`);
  });

  it('never splits an emoji', () => {
    const clipped = clipText(`${'x'.repeat(9)}😀😀`, 10);
    expect(clipped).toBe(`${'x'.repeat(9)}…`);
  });
});
