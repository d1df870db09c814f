import { plainEmailOrNull } from './plainEmail';

describe('plainEmailOrNull', () => {
  it.each([
    ['octo@example.org', 'octo@example.org'],
    ['  j+cv@mail.example.co.uk\n', 'j+cv@mail.example.co.uk'],
    ['a_b-c.d@x-y.io', 'a_b-c.d@x-y.io'],
  ])('keeps %j as %j', (value, expected) => {
    expect(plainEmailOrNull(value)).toBe(expected);
  });

  it.each([
    'octo@example.org?cc=boss@example.org',
    'octo@example.org&subject=hi',
    'octo%40x@example.org',
    'octo@example.org#x',
    'octo@example.org,evil@example.org',
    'octo doe@example.org',
    'octo@example',
    'octo@@example.org',
    'octo@.example.org',
    'octo@example..org',
    'mailto:octo@example.org',
    `${'a'.repeat(243)}@example.org`,
    '',
    null,
    42,
  ])('drops %j', (value) => {
    expect(plainEmailOrNull(value)).toBeNull();
  });

  it('keeps an address of 254 characters, the most RFC 5321 allows', () => {
    const address = `${'a'.repeat(242)}@example.org`;
    expect(address).toHaveLength(254);
    expect(plainEmailOrNull(address)).toBe(address);
  });
});
