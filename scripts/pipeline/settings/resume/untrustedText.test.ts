/** @jest-environment node */
import {
  entries,
  LIST_LIMITS,
  plainEmail,
  plainText,
  textList,
  withoutAbsent,
} from './untrustedText';

describe('plainText', () => {
  it('trims, and makes an empty text or another type absent', () => {
    expect(plainText('  Backend developer \n', 200)).toBe('Backend developer');
    expect(plainText('   ', 200)).toBeUndefined();
    expect(plainText(42, 200)).toBeUndefined();
    expect(plainText(['a'], 200)).toBeUndefined();
    expect(plainText(null, 200)).toBeUndefined();
  });

  it('drops control characters but keeps line breaks and tabs', () => {
    expect(plainText('a\u0000b\u001b[31mc\u0085d', 200)).toBe('ab[31mcd');
    expect(plainText('line one\r\nline two\rthree\tend', 200)).toBe(
      'line one\nline two\nthree\tend',
    );
  });

  it('drops bidirectional overrides, as the feeds do: a name reads as what it is', () => {
    expect(plainText('Ada \u202Egnp.exe', 200)).toBe('Ada gnp.exe');
  });

  it('cuts a long text at its limit with an ellipsis, never inside a character', () => {
    expect(plainText('abcdef', 6)).toBe('abcdef');
    expect(plainText('abcdefg', 6)).toBe('abcde…');
    expect(plainText('abcd efg', 6)).toBe('abcd…');
    expect(plainText('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('textList', () => {
  it('keeps the texts, leaves out empty ones and other types, and caps the count', () => {
    expect(textList([' a ', '', 3, null, 'b'], 200)).toEqual(['a', 'b']);
    expect(textList('a, b', 200)).toEqual([]);
    const many = Array.from({ length: 100 }, (_, i) => `item ${i}`);
    expect(textList(many, 200)).toHaveLength(LIST_LIMITS.items);
  });
});

describe('entries', () => {
  it('maps the objects of a list, skips the rest and null entries, and caps the count', () => {
    const names = (value: unknown) =>
      entries(value, (entry) => (typeof entry.name === 'string' ? entry.name : null), 3);
    expect(names([{ name: 'a' }, 'b', null, [], { other: 1 }, { name: 'c' }])).toEqual(['a', 'c']);
    expect(names([{ name: '1' }, { name: '2' }, { name: '3' }, { name: '4' }])).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(names({ name: 'not a list' })).toEqual([]);
  });
});

describe('plainEmail', () => {
  it.each(['jordan.doe@example.org', 'j+cv@mail.example.co.uk', '  a_b-c@x.io  '])(
    'keeps %j',
    (address) => expect(plainEmail(address)).toBe(address.trim()),
  );

  it.each([
    'jordan@example.org?subject=hi',
    'jordan@example.org?cc=boss@example.org',
    'a&b@example.org',
    'a%40b@example.org',
    'jo doe@example.org',
    'jo@example',
    'jo@@example.org',
    'javascript:alert(1)//@example.org',
    'a,b@example.org',
    `${'a'.repeat(250)}@example.org`,
    42,
  ])('refuses %j', (address) => expect(plainEmail(address)).toBeUndefined());
});

describe('withoutAbsent', () => {
  it('leaves out undefined fields only', () => {
    expect(withoutAbsent({ a: 1, b: undefined, c: '', d: [] })).toStrictEqual({
      a: 1,
      c: '',
      d: [],
    });
  });
});
