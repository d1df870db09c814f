import { withoutInvisible } from './invisibleCharacters';

describe('withoutInvisible', () => {
  it('drops controls, bidirectional overrides and isolates, and zero-width spaces', () => {
    expect(withoutInvisible('Ada \u202Egnp.exe\u202C')).toBe('Ada gnp.exe');
    expect(withoutInvisible('a\u0000b\u0007c\u009Fd\u2066e\u2069f\u200Bg\uFEFFh')).toBe('abcdefgh');
  });

  it('keeps whitespace and the zero-width joiner of emoji sequences', () => {
    expect(withoutInvisible('line\tone\nline two\r\n')).toBe('line\tone\nline two\r\n');
    expect(withoutInvisible('👩\u200D💻')).toBe('👩\u200D💻');
  });
});
