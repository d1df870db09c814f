/** @jest-environment node */
import { firstJsonSyntaxError, lineAndColumn } from './jsonSyntax';

/** Where JSON.parse refused the text: only the mistakes whose V8 message names a position. */
function v8Position(text: string): number | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const match = / at position (\d+)/.exec((error as Error).message);
    return match ? Number(match[1]) : -1;
  }
}

describe('firstJsonSyntaxError', () => {
  it.each([
    '{}',
    '[]',
    ' {"a": [1, -2.5e+3, true, false, null, "x\\n\\u00e9\\""], "b": {"c": {}}} ',
    '"alone"',
    '0',
    '{"deep": [[[[[]]]]]}',
  ])('finds nothing in valid JSON: %s', (text) => {
    expect(firstJsonSyntaxError(text)).toBeNull();
    expect(() => JSON.parse(text)).not.toThrow();
  });

  it.each([
    ['{"a": }', 6, /expected a value .* found '}'/],
    ['{"a": 1,}', 8, /a comma before '}'/],
    ['[1, 2,]', 6, /a comma before ']'/],
    ['{"a" 1}', 5, /expected ':' after the name, found '1'/],
    ['{"a": 1 "b": 2}', 8, /expected ',' or '}' after a value, found '"'/],
    ['[1 2]', 3, /expected ',' or ']' after a value, found '2'/],
    ['{a: 1}', 1, /expected a name in double quotes, found 'a'/],
    ["{'a': 1}", 1, /expected a name in double quotes, found '''/],
    ['{"a": \'x\'}', 6, /double quotes/],
    ['{"a": tru}', 9, /expected the word true, found '}'/],
    ['{"a": "x\ny"}', 8, /a control character \("\\n"\) inside a text/],
    ['{"a": "\\x"}', 8, /"\\x" is not an escape/],
    ['{"a": "\\u12"}', 11, /four hexadecimal digits/],
    ['{"a": 1', 7, /the file ends before the closing '}'/],
    ['{"a": "x', 8, /not closed/],
    ['', 0, /found the end of the file/],
    ['{} {}', 3, /expected the end of the file after the data, found '{'/],
    ['{"a": 01}', 7, /expected ',' or '}' after a value, found '1'/],
  ])('places the mistake in %j', (text, offset, problem) => {
    expect(() => JSON.parse(text)).toThrow();
    const error = firstJsonSyntaxError(text);
    expect(error).toEqual({ offset, problem: expect.stringMatching(problem) });
    // Where V8 names a position too, both agree.
    const v8 = v8Position(text);
    if (v8 !== null && v8 >= 0) expect(error?.offset).toBe(v8);
  });

  it('agrees with JSON.parse on every one-character deletion and insertion of a document', () => {
    const valid =
      '{"basics": {"name": "Jo \\"D\\"", "n": -1.5e3}, "work": [{"a": [true, null]}, {}], "x": []}';
    const variants: string[] = [];
    for (let i = 0; i <= valid.length; i += 1) {
      variants.push(valid.slice(0, i) + valid.slice(i + 1));
      for (const extra of [',', '}', ']', '"', ':', 'x', '\n', '\\']) {
        variants.push(valid.slice(0, i) + extra + valid.slice(i));
      }
    }
    for (const text of variants) {
      const v8 = v8Position(text);
      const error = firstJsonSyntaxError(text);
      expect({ text, valid: error === null }).toEqual({ text, valid: v8 === null });
      if (v8 !== null && v8 >= 0)
        expect({ text, offset: error?.offset }).toEqual({ text, offset: v8 });
    }
  });

  it('survives nesting deeper than the call stack', () => {
    const text = '['.repeat(200_000);
    expect(firstJsonSyntaxError(text)).toEqual({
      offset: 200_000,
      problem: expect.stringMatching(/expected a value/),
    });
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1, whatever the line endings', () => {
    expect(lineAndColumn('{"a": }', 6)).toEqual({ line: 1, column: 7 });
    expect(lineAndColumn('{\n  "a": 1,\n  }', 14)).toEqual({ line: 3, column: 3 });
    expect(lineAndColumn('{\r\n  "a": 1,\r\n  }', 16)).toEqual({ line: 3, column: 3 });
  });
});
