/**
 * Reads the owner's resume file as JSON. The file is the owner's, but the build reads it before
 * anything checks it: a bounded size, and a syntax error given as a line and column to go to.
 */
import { readFileSync, statSync } from 'node:fs';
import { firstJsonSyntaxError, lineAndColumn } from './jsonSyntax';
import { ResumeError } from './resumeError';

/** A resume is a few kilobytes; 1 MB is far beyond any real one, and keeps a wrong file out. */
export const MAX_RESUME_BYTES = 1024 * 1024;

const BYTE_ORDER_MARK = '\uFEFF';

/** An error's own words; not `instanceof Error`, which fails for Node's errors seen from another realm (Jest). */
function reasonOf(error: unknown): string {
  const message: unknown =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  return typeof message === 'string' ? message : String(message);
}

function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
}

/** Why JSON.parse refused `text`, placed by line and column. */
export function jsonErrorMessage(text: string, shownName: string, parseError: unknown): string {
  const fix =
    'Fix the file there (often a missing or extra comma, a missing quote or bracket) and build again; an editor with JSON support underlines the place.';
  const syntax = firstJsonSyntaxError(text);
  if (syntax) {
    const { line, column } = lineAndColumn(text, syntax.offset);
    return `${shownName} is not valid JSON: line ${line}, column ${column}: ${syntax.problem}. ${fix}`;
  }
  // The scanner and V8 disagree (a bug of the scanner): V8's own words are the next best thing.
  return `${shownName} is not valid JSON: ${reasonOf(parseError)}. ${fix}`;
}

/**
 * The parsed content of the file at `fullPath`; `shownName` is how messages name it (as the owner
 * wrote it). Throws a ResumeError when the file cannot be read, is too large or is not JSON.
 */
export function readResumeFile(fullPath: string, shownName: string): unknown {
  let text: string;
  try {
    const stats = statSync(fullPath);
    if (!stats.isFile()) {
      throw new ResumeError(
        `${shownName} is not a file (${fullPath}): the resume is one JSON file, e.g. resume.json at the repository root.`,
      );
    }
    if (stats.size > MAX_RESUME_BYTES) {
      throw new ResumeError(
        `${shownName} is ${kilobytes(stats.size)}, over the limit of ${kilobytes(MAX_RESUME_BYTES)} (1 MB) for a resume: a JSON Resume is text only, a few kilobytes; remove embedded images or other data from it.`,
      );
    }
    text = readFileSync(fullPath, 'utf8');
  } catch (error) {
    if (error instanceof ResumeError) throw error;
    throw new ResumeError(
      `${shownName} cannot be read (${reasonOf(error)}): check that the file exists and that the build may read it.`,
    );
  }
  // Some editors start a UTF-8 file with a byte order mark, which JSON.parse refuses.
  if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(BYTE_ORDER_MARK.length);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ResumeError(jsonErrorMessage(text, shownName, error));
  }
}
