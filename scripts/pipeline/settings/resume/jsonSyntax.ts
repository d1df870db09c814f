/**
 * Where a JSON text goes wrong, for a message an owner can act on. Node 20's JSON.parse says
 * "at position N" for some mistakes and nothing for others ("Unexpected token '}', ... is not valid
 * JSON"), so this scanner finds the place itself. It is only run after JSON.parse has refused the
 * text, and it is iterative: a deeply nested file cannot overflow the stack.
 */

export interface JsonSyntaxError {
  /** Index in the text (UTF-16 code units) of the first character that cannot be there. */
  readonly offset: number;
  /** What is wrong there, in words: "expected ',' or '}' after a value, found '\"'". */
  readonly problem: string;
}

export interface LineAndColumn {
  /** 1-based. */
  readonly line: number;
  /** 1-based, in characters as editors count them (UTF-16 code units). */
  readonly column: number;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const DIGIT = /^[0-9]$/;
const HEX_DIGIT = /^[0-9a-fA-F]$/;
const LITERALS = ['true', 'false', 'null'] as const;

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** A character as the message shows it: quoted, control characters escaped. */
function shown(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  const code = char.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `a control character (${JSON.stringify(char)})`;
  return `'${char}'`;
}

/** The first syntax error of `text`, or null when it is valid JSON. */
export function firstJsonSyntaxError(text: string): JsonSyntaxError | null {
  let at = 0;
  const containers: ('object' | 'array')[] = [];

  const skipWhitespace = (): void => {
    while (at < text.length && WHITESPACE.has(text.charAt(at))) at += 1;
  };
  const fail = (problem: string): never => {
    throw new Stop(at, problem);
  };
  const found = (): string => shown(at < text.length ? text.charAt(at) : undefined);

  const readString = (): void => {
    at += 1; // the opening quote
    for (;;) {
      if (at >= text.length)
        fail('a text in quotes is not closed: the file ends before its closing "');
      const char = text.charAt(at);
      if (char === '"') {
        at += 1;
        return;
      }
      if (char.charCodeAt(0) < 0x20) {
        fail(
          `${shown(char)} inside a text in quotes: write a line break as \\n and a tab as \\t, or close the quotes`,
        );
      }
      if (char === '\\') {
        const escape = text.charAt(at + 1);
        if (escape === 'u') {
          at += 2;
          for (let digit = 0; digit < 4; digit += 1, at += 1) {
            if (!HEX_DIGIT.test(text.charAt(at))) {
              fail('\\u must be followed by four hexadecimal digits, e.g. \\u00e9');
            }
          }
          continue;
        }
        if (!ESCAPES.has(escape)) {
          at += 1; // the mistake is the letter after the backslash
          fail(`"\\${escape}" is not an escape JSON knows: write a backslash itself as \\\\`);
        }
        at += 2;
        continue;
      }
      at += 1;
    }
  };

  const isDigit = (): boolean => DIGIT.test(text.charAt(at));
  const readDigits = (): void => {
    if (!isDigit()) fail(`expected a digit in the number, found ${found()}`);
    while (isDigit()) at += 1;
  };
  // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, failing where the first wrong character is.
  const readNumber = (): void => {
    if (text.charAt(at) === '-') at += 1;
    if (text.charAt(at) === '0') at += 1;
    else readDigits();
    if (text.charAt(at) === '.') {
      at += 1;
      readDigits();
    }
    if (text.charAt(at) === 'e' || text.charAt(at) === 'E') {
      at += 1;
      if (text.charAt(at) === '+' || text.charAt(at) === '-') at += 1;
      readDigits();
    }
  };

  const readScalar = (): void => {
    const char = text.charAt(at);
    if (char === '"') return readString();
    const literal = LITERALS.find((word) => word.startsWith(char));
    if (char && literal) {
      for (const letter of literal) {
        if (text.charAt(at) !== letter) fail(`expected the word ${literal}, found ${found()}`);
        at += 1;
      }
      return;
    }
    if (char === '-' || DIGIT.test(char)) return readNumber();
    if (char === "'")
      fail('texts and names are written in double quotes ("), not single quotes (\')');
    fail(
      `expected a value (a text in double quotes, a number, true, false, null, { or [), found ${found()}`,
    );
  };

  /** Reads one value; an object or array is opened and finished by the loop below. */
  const readValue = (): boolean => {
    skipWhitespace();
    const char = text.charAt(at);
    if (char === '{' || char === '[') {
      containers.push(char === '{' ? 'object' : 'array');
      at += 1;
      return true;
    }
    readScalar();
    return false;
  };

  const readName = (): void => {
    skipWhitespace();
    if (text.charAt(at) !== '"') {
      if (text.charAt(at) === '}')
        fail("a comma before '}': remove the comma after the last entry");
      fail(`expected a name in double quotes, found ${found()}`);
    }
    readString();
    skipWhitespace();
    if (text.charAt(at) !== ':') fail(`expected ':' after the name, found ${found()}`);
    at += 1;
  };

  try {
    let opened = readValue();
    for (;;) {
      const container = containers.at(-1);
      if (container === undefined) break;
      skipWhitespace();
      const close = container === 'object' ? '}' : ']';
      if (opened) {
        opened = false;
        // Just opened: it may close at once, else its first entry follows.
        if (text.charAt(at) === close) {
          at += 1;
          containers.pop();
          continue;
        }
        if (container === 'object') readName();
        opened = readValue();
        continue;
      }
      // After an entry: a comma and the next one, or the end of the container.
      const char = text.charAt(at);
      if (char === close) {
        at += 1;
        containers.pop();
      } else if (char === ',') {
        at += 1;
        if (container === 'object') {
          readName();
        } else {
          skipWhitespace();
          if (text.charAt(at) === ']')
            fail("a comma before ']': remove the comma after the last entry");
        }
        opened = readValue();
      } else if (at >= text.length) {
        fail(`the file ends before the closing '${close}'`);
      } else {
        fail(`expected ',' or '${close}' after a value, found ${found()}`);
      }
    }
    skipWhitespace();
    if (at < text.length) fail(`expected the end of the file after the data, found ${found()}`);
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, problem: error.problem };
    throw error;
  }
}

/** Line and column of an offset, as an editor's status bar shows them. */
export function lineAndColumn(text: string, offset: number): LineAndColumn {
  const before = text.slice(0, offset);
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
