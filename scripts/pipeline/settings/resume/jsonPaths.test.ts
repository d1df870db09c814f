/** @jest-environment node */
import { byDocumentOrder, pointerSegments, readablePath, valueAt } from './jsonPaths';

const document = JSON.parse(
  '{"work": [{"startDate": "x"}, {"name": "B", "startDate": "y"}], "basics": {"profiles": [{"url": "u"}]}, "a/b": {"my key": 1}, "list": [[1, 2]]}',
) as unknown;

describe('readablePath', () => {
  it.each([
    ['', ''],
    ['/work', 'work'],
    ['/work/1/startDate', 'work[1].startDate'],
    ['/basics/profiles/0/url', 'basics.profiles[0].url'],
    ['/a~1b/my key', '["a/b"]["my key"]'],
    ['/list/0/1', 'list[0][1]'],
  ])('writes %j as %j', (pointer, readable) => {
    expect(readablePath(pointer, document)).toBe(readable);
  });

  it('unescapes JSON Pointer segments', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });

  it('reads the value at a pointer', () => {
    expect(valueAt('/work/1/name', document)).toBe('B');
    expect(valueAt('/work/5/name', document)).toBeUndefined();
  });
});

describe('byDocumentOrder', () => {
  it('sorts places as the file has them, a container before its content', () => {
    const places = [
      '/basics/profiles/0/url',
      '/work/1/startDate',
      '/work',
      '/work/0/startDate',
      '',
    ];
    expect(places.sort(byDocumentOrder(document))).toEqual([
      '',
      '/work',
      '/work/0/startDate',
      '/work/1/startDate',
      '/basics/profiles/0/url',
    ]);
  });
});
