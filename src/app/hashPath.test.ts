import { hashPath } from './hashPath';

describe('hashPath', () => {
  it.each([
    ['', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['#/?tab=1', '/'],
    ['#/no-such-route', '/no-such-route'],
    ['#/portfolio', '/portfolio'],
  ])('routes %p to %p', (hash, path) => {
    expect(hashPath(hash)).toBe(path);
  });
});
