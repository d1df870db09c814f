/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonErrorMessage, MAX_RESUME_BYTES, readResumeFile } from './readResumeFile';
import { ResumeError } from './resumeError';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'resume-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(text: string | Buffer): string {
  const file = path.join(dir, 'resume.json');
  writeFileSync(file, text);
  return file;
}

function errorOf(read: () => unknown): ResumeError {
  try {
    read();
  } catch (error) {
    if (error instanceof ResumeError) return error;
    throw error;
  }
  throw new Error('no ResumeError');
}

describe('readResumeFile', () => {
  it('parses the JSON of the file, with or without a byte order mark', () => {
    expect(readResumeFile(fileWith('{"basics": {"name": "Jo"}}'), 'resume.json')).toEqual({
      basics: { name: 'Jo' },
    });
    expect(readResumeFile(fileWith('\uFEFF{"work": []}'), 'resume.json')).toEqual({ work: [] });
  });

  it('gives the line and column of broken JSON, and the fix', () => {
    const file = fileWith('{\n  "basics": {\n    "name": "Jo",\n  }\n}\n');
    expect(errorOf(() => readResumeFile(file, 'resume.json')).message).toBe(
      "resume.json is not valid JSON: line 4, column 3: a comma before '}': remove the comma after the last entry. Fix the file there (often a missing or extra comma, a missing quote or bracket) and build again; an editor with JSON support underlines the place.",
    );
  });

  it("places mistakes V8's message gives no position for", () => {
    const file = fileWith('{\n  "work": [\n    { "name": }\n  ]\n}');
    expect(errorOf(() => readResumeFile(file, 'cv/me.json')).message).toMatch(
      /^cv\/me\.json is not valid JSON: line 3, column 15: expected a value .*, found '}'\. Fix the file there/,
    );
  });

  it('refuses a file over 1 MB, saying its size, the limit and what to do', () => {
    const file = fileWith(Buffer.alloc(MAX_RESUME_BYTES + 1, ' '));
    expect(errorOf(() => readResumeFile(file, 'resume.json')).message).toBe(
      'resume.json is 1,025 KB, over the limit of 1,024 KB (1 MB) for a resume: a JSON Resume is text only, a few kilobytes; remove embedded images or other data from it.',
    );
  });

  it('reads a file of exactly 1 MB', () => {
    const json = '{}';
    const file = fileWith(json + ' '.repeat(MAX_RESUME_BYTES - json.length));
    expect(readResumeFile(file, 'resume.json')).toEqual({});
  });

  it('refuses a folder and a missing file with a message naming them', () => {
    const folder = path.join(dir, 'folder.json');
    mkdirSync(folder);
    expect(errorOf(() => readResumeFile(folder, 'folder.json')).message).toMatch(
      /^folder\.json is not a file \(.*folder\.json\): the resume is one JSON file/,
    );
    expect(errorOf(() => readResumeFile(path.join(dir, 'none.json'), 'none.json')).message).toMatch(
      /^none\.json cannot be read \(ENOENT.*\): check that the file exists/,
    );
  });
});

describe('jsonErrorMessage', () => {
  it("falls back to the parser's words when the scanner finds nothing", () => {
    expect(jsonErrorMessage('{}', 'resume.json', new SyntaxError('odd'))).toMatch(
      /^resume\.json is not valid JSON: odd\. Fix the file there/,
    );
  });
});
