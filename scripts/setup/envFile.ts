/**
 * Edits the owner's .env the way a careful person would: every line, comment and variable setup does
 * not set stays where it is, as it is; a variable setup sets gets its new value where it is defined,
 * or a new line at the end when it is not. Values are written so that dotenv reads back exactly the
 * text given, and the result is read back with dotenv before it is returned: an edit that would
 * change anything else, or read back differently, is refused instead of written.
 */
import { parse } from 'dotenv';
import { SECRET_NAME } from '../../src/config/liveTokens';

/** A value or a file that setup cannot write safely; the message says why. */
export class EnvEditError extends Error {
  override name = 'EnvEditError';
}

/**
 * dotenv's own LINE pattern (dotenv 16 to 18, the default parser), with the variable name (1), the
 * separator (2) and the raw value (3) captured, and indices (d) to edit the text in place. Run over
 * the whole text like dotenv runs it, it finds exactly the definitions dotenv reads, a quoted value
 * spanning several lines included.
 */
const DEFINITION =
  // The owner's own .env, which dotenv itself reads with this same pattern: not text from the network.
  // eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move
  /(?:^|^)\s*(?:export\s+)?([\w.-]+)(\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/dgm;

const NAME = /^[a-z_]\w*$/i;
/** Unquoted, dotenv stops at # and trims spaces; quotes around it would be taken off. */
const PLAIN = /^[^\s#'"`]*$/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

const readBack = (line: string) => parse(`${line}\n`).VALUE;

/**
 * The ways to write `value` that dotenv reads back exactly, best first: bare when it can be, else in
 * a kind of quotes the value does not contain (dotenv has no escapes for them).
 */
export function envValueForms(value: string): string[] {
  if (LINE_BREAK.test(value)) {
    throw new EnvEditError('contains a line break; .env values are one line');
  }
  if (CONTROL.test(value)) throw new EnvEditError('contains a control character');
  const forms = [
    ...(PLAIN.test(value) ? [value] : []),
    // A backslash before the closing quote would read as an escaped quote in some files.
    ...(value.endsWith('\\') ? [] : ["'", '`', '"'])
      .filter((quote) => !value.includes(quote))
      .map((quote) => `${quote}${value}${quote}`),
  ].filter((form) => readBack(`VALUE=${form}`) === value);
  if (forms.length === 0) {
    throw new EnvEditError(
      value.endsWith('\\')
        ? 'ends with a backslash, which dotenv cannot read back in quotes'
        : 'contains single, double and back quotes, which dotenv cannot read back; leave one kind out',
    );
  }
  return forms;
}

/** `value` as dotenv must read it back: bare when it can be, else in quotes that keep it exactly. */
export function formatEnvValue(value: string): string {
  return envValueForms(value)[0] ?? '';
}

export type EnvChangeKind = 'added' | 'changed' | 'cleared' | 'unchanged';

export interface EnvChange {
  readonly name: string;
  /** The value dotenv read before; null when the variable was not there. */
  readonly before: string | null;
  readonly after: string;
  readonly kind: EnvChangeKind;
}

export interface EnvEdit {
  readonly text: string;
  /** One per variable given, in the order given. */
  readonly changes: readonly EnvChange[];
}

interface Definition {
  readonly name: string;
  /** Where `NAME=value` starts and ends: leading spaces, `export ` and an inline comment stay. */
  readonly start: number;
  readonly end: number;
}

function definitionsOf(text: string): Definition[] {
  const definitions: Definition[] = [];
  for (const match of text.matchAll(DEFINITION)) {
    const [, name = '', , value] = match;
    const nameAt = match.indices?.[1];
    const separatorAt = match.indices?.[2];
    const valueAt = match.indices?.[3];
    if (!nameAt || !separatorAt) continue;
    const end =
      valueAt && value !== undefined ? valueAt[0] + value.trimEnd().length : separatorAt[1];
    definitions.push({ name, start: nameAt[0], end: Math.max(end, separatorAt[1]) });
  }
  return definitions;
}

function checkName(name: string): void {
  if (!NAME.test(name)) throw new EnvEditError(`"${name}" is not a variable name`);
  if (SECRET_NAME.test(name)) {
    throw new EnvEditError(
      `${name} looks like a secret: .env is committed and public, so setup never writes one there`,
    );
  }
}

/**
 * Sets `values` in the text of a .env file. An empty value clears a variable that is there and adds
 * nothing when it is not. Every definition of a variable gets the new value (dotenv takes the last
 * one, so a forgotten duplicate further down would otherwise win).
 */
export function editEnv(text: string, values: Readonly<Record<string, string>>): EnvEdit {
  const forms = Object.entries(values).map(([name, value]): [string, string[]] => {
    checkName(name);
    try {
      return [name, envValueForms(value)];
    } catch (error) {
      if (error instanceof EnvEditError) throw new EnvEditError(`${name} ${error.message}`);
      throw error;
    }
  });
  // A quote the owner left open (B='y) can pair with one setup writes: then the next kind of quotes.
  const attempts = Math.max(1, ...forms.map(([, written]) => written.length));
  for (let attempt = 0; ; attempt += 1) {
    try {
      return edited(
        text,
        values,
        new Map(
          forms.map(([name, written]) => [
            name,
            written[Math.min(attempt, written.length - 1)] ?? '',
          ]),
        ),
      );
    } catch (error) {
      if (!(error instanceof EnvEditError) || attempt + 1 >= attempts) throw error;
    }
  }
}

function edited(
  text: string,
  values: Readonly<Record<string, string>>,
  forms: ReadonlyMap<string, string>,
): EnvEdit {
  const crlf = text.includes('\r\n');
  // dotenv reads \r\n and a lone \r as \n: so does the edit, and the line ends go back at the end.
  const source = text.replace(/\r\n?/g, '\n');
  const before = parse(source);
  const definitions = definitionsOf(source);
  const replacements: { start: number; end: number; line: string }[] = [];
  const appended: string[] = [];
  const changes: EnvChange[] = [];

  for (const [name, value] of Object.entries(values)) {
    const current = Object.hasOwn(before, name) ? (before[name] ?? '') : null;
    const line = `${name}=${forms.get(name) ?? ''}`;
    if (current === value || (current === null && value === '')) {
      changes.push({ name, before: current, after: value, kind: 'unchanged' });
      continue;
    }
    if (current === null) {
      appended.push(line);
      changes.push({ name, before: null, after: value, kind: 'added' });
      continue;
    }
    for (const definition of definitions) {
      if (definition.name === name) replacements.push({ ...definition, line });
    }
    changes.push({
      name,
      before: current,
      after: value,
      kind: value === '' ? 'cleared' : 'changed',
    });
  }

  let result = source;
  for (const { start, end, line } of replacements.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + line + result.slice(end);
  }
  if (appended.length > 0) {
    if (result !== '' && !result.endsWith('\n')) result += '\n';
    result += `${appended.join('\n')}\n`;
  }
  verify(before, parse(result), values);
  return { text: crlf ? result.replace(/\n/g, '\r\n') : result, changes };
}

/** `text` with `values` set (see editEnv). */
export function updateEnvText(text: string, values: Readonly<Record<string, string>>): string {
  return editEnv(text, values).text;
}

/** The edit reads back as intended: the values given, and every other variable as it was. */
function verify(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>,
): void {
  const names = new Set([...Object.keys(before), ...Object.keys(after), ...Object.keys(values)]);
  for (const name of names) {
    const expected = Object.hasOwn(values, name)
      ? values[name] === '' && !Object.hasOwn(before, name)
        ? undefined
        : values[name]
      : before[name];
    if (after[name] !== expected) {
      throw new EnvEditError(
        `.env could not be edited safely: ${name} would read back differently. ` +
          'Check the quotes in .env around it (an unclosed quote joins lines), or set it by hand.',
      );
    }
  }
}
