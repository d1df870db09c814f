import { pinnedFirst, pinOrder } from './pinned';

describe('pinned work', () => {
  const repos = ['alpha', 'beta', 'gamma', 'delta'].map((name) => ({ name }));
  const keyOf = ({ name }: { name: string }) => `octo/${name}`;

  it('puts the pinned repositories first, in the pin order, the others in their own order', () => {
    const order = pinOrder(['octo/gamma', 'someone/else', 'OCTO/Alpha']);
    expect(pinnedFirst(repos, order, keyOf).map(({ name }) => name)).toEqual([
      'gamma',
      'alpha',
      'beta',
      'delta',
    ]);
  });

  it('keeps the order as it is without pins', () => {
    expect(pinnedFirst(repos, pinOrder([]), keyOf)).toEqual(repos);
  });

  it('compares owner and name without regard to case, as GitHub does', () => {
    expect(pinOrder(['Acme-Labs/Widget-Engine']).has('acme-labs/widget-engine')).toBe(true);
  });
});
