/**
 * Checks a parsed resume against the published JSON Resume schema (@jsonresume/schema, draft-07),
 * plus what the schema leaves out: that every date is a real one. The dates are the fields the
 * schema types with its `iso8601` definition; that definition gains a `real-date` format here, so
 * every field that uses it (startDate, endDate, date, releaseDate, and any the schema adds) is checked.
 *
 * The build prints one message: the first problem in the order of the file, and how many more.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import publishedSchema from '@jsonresume/schema/schema.json';
import { byDocumentOrder, pointerSegments, readablePath } from './jsonPaths';
import { DATE_SHAPE, isRealDate } from './realDate';

const REAL_DATE_FORMAT = 'real-date';
const DATE_FIX = 'write YYYY, YYYY-MM or YYYY-MM-DD';
const LONGEST_QUOTE = 60;

/** One problem of the file: where (a JSON Pointer) and the message without the file's name. */
export interface ResumeIssue {
  readonly pointer: string;
  readonly text: string;
}

/** The published schema, its date definition also asking for a real date. */
function schemaWithRealDates(): object {
  const { definitions } = publishedSchema;
  return {
    ...publishedSchema,
    definitions: {
      ...definitions,
      iso8601: { ...definitions.iso8601, format: REAL_DATE_FORMAT },
    },
  };
}

let compiled: ValidateFunction | null = null;

function validator(): ValidateFunction {
  if (compiled) return compiled;
  // verbose: each error carries the value and its schema, which the messages quote.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  addFormats(ajv, ['uri', 'email']);
  // Only a date of the right shape can be unreal; a wrong shape is the pattern's message.
  ajv.addFormat(REAL_DATE_FORMAT, (text: string) => !DATE_SHAPE.test(text) || isRealDate(text));
  compiled = ajv.compile(schemaWithRealDates());
  return compiled;
}

/** A value as a message quotes it: JSON, control characters escaped, long texts cut. */
function quoted(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > LONGEST_QUOTE ? `${json.slice(0, LONGEST_QUOTE - 2)}…"` : json;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `a text (${quoted(value)})`;
  if (typeof value === 'number') return `a number (${quoted(value)})`;
  if (typeof value === 'boolean') return `${String(value)}`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return 'an object';
}

const EXPECTED: Readonly<Record<string, string>> = {
  array: 'a list',
  object: 'an object',
  string: 'a text',
  number: 'a number',
};

function schemaType(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { type } = schema as { type?: unknown };
  return typeof type === 'string' ? type : undefined;
}

/** How to write the expected type, with the field's own name: `"work": [{ … }]`. */
function typeFix(error: ErrorObject, field: string | undefined): string {
  const name = field === undefined || /^\d+$/.test(field) ? '' : `${JSON.stringify(field)}: `;
  const expected = schemaType(error.parentSchema);
  if (expected === 'array') {
    const items = schemaType((error.parentSchema as { items?: unknown }).items);
    const example = items === 'object' ? '[{ … }, { … }]' : '["…", "…"]';
    return `write the entries in square brackets, e.g. ${name}${example}`;
  }
  if (expected === 'object') return `write it in braces, e.g. ${name}{ "name": "…" }`;
  if (expected === 'string') {
    const example =
      typeof error.data === 'number' || typeof error.data === 'boolean'
        ? JSON.stringify(String(error.data))
        : '"…"';
    return `write it as a text in double quotes, e.g. ${name}${example}`;
  }
  return 'see https://jsonresume.org/schema';
}

function urlFix(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text && !/^[a-z][a-z\d+.-]*:/i.test(text) && !text.startsWith('/')) {
    return `write the full address with its scheme, e.g. ${quoted(`https://${text}`)}`;
  }
  return 'write the full address with its scheme, e.g. "https://example.org/page"';
}

/** The words for one ajv error, after the place. */
function issueText(error: ErrorObject): string {
  const value: unknown = error.data;
  const field = pointerSegments(error.instancePath).at(-1);
  const isDate = error.schemaPath.startsWith('#/definitions/iso8601/');
  if (isDate && error.keyword === 'pattern') return `${quoted(value)} is not a date: ${DATE_FIX}`;
  if (isDate && error.keyword === 'format') {
    return `${quoted(value)} is not a real date: ${DATE_FIX}, with a month from 01 to 12 and a day that exists in that month`;
  }
  if (error.keyword === 'type') {
    const expected = EXPECTED[String(error.params.type)] ?? String(error.params.type);
    return `is ${describe(value)} where ${expected} is expected: ${typeFix(error, field)}`;
  }
  if (error.keyword === 'format' && error.params.format === 'uri') {
    return `${quoted(value)} is not a full web address: ${urlFix(value)}`;
  }
  if (error.keyword === 'format' && error.params.format === 'email') {
    return `${quoted(value)} is not an e-mail address: write it as name@domain, e.g. "you@example.org"`;
  }
  return `${error.message ?? 'does not match the schema'}: see https://jsonresume.org/schema`;
}

/** Every problem of the resume, in the order of the file; one per place. */
export function resumeIssues(resume: unknown): ResumeIssue[] {
  const validate = validator();
  if (validate(resume)) return [];
  const byPlace = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    if (!byPlace.has(error.instancePath)) byPlace.set(error.instancePath, issueText(error));
  }
  return [...byPlace.keys()]
    .sort(byDocumentOrder(resume))
    .map((pointer) => ({ pointer, text: byPlace.get(pointer) ?? '' }));
}

function rootMessage(shownName: string, resume: unknown, text: string): string {
  if (typeof resume !== 'object' || resume === null || Array.isArray(resume)) {
    return `${shownName} holds ${describe(resume)} where an object is expected: a JSON Resume is one object, e.g. { "basics": { "name": "…" }, "work": [ … ] }`;
  }
  return `${shownName}: ${text}`;
}

/**
 * The one message for the build to print, or null when the resume is valid, e.g.
 * `resume.json: work[1].startDate "March 2021" is not a date: write YYYY, YYYY-MM or YYYY-MM-DD`.
 * `shownName` is the file as the owner wrote it.
 */
export function resumeProblem(resume: unknown, shownName: string): string | null {
  const [first, ...others] = resumeIssues(resume);
  if (!first) return null;
  const place = readablePath(first.pointer, resume);
  const message = place
    ? `${shownName}: ${place} ${first.text}`
    : rootMessage(shownName, resume, first.text);
  if (others.length === 0) return message;
  const more = others.length === 1 ? '1 more problem' : `${others.length} more problems`;
  return `${message} (and ${more} after this one)`;
}
