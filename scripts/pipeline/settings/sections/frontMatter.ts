/**
 * A section file's front matter: the YAML between a first line `---` and the next `---`, with the
 * keys a section knows (title, order, placement, print, resume), each checked. A problem is a
 * SectionFileError that names the line and the fix.
 */
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { SECTION_PLACEMENTS, type OwnerSection } from '../../../../src/domain/ownerSections';

/** A section file the build cannot use: its path (relative to the owner's folder), line and fix. */
export class SectionFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'SectionFileError';
  }
}

export type FrontMatter = Pick<OwnerSection, 'title' | 'order' | 'placement' | 'print' | 'resume'>;

export interface SplitFile {
  readonly frontMatter: FrontMatter;
  readonly body: string;
  /** The body's first line in the file. */
  readonly bodyLine: number;
}

const MAX_TITLE = 80;
const EXAMPLE = '---\ntitle: Talks\norder: 1\nplacement: tab\n---';
const PLACEMENTS = ['tab', ...Object.keys(SECTION_PLACEMENTS)];
const KEYS = ['title', 'order', 'placement', 'print', 'resume'];

/** The front matter and the body of a section file, or a SectionFileError. */
export function splitSectionFile(file: string, source: string): SplitFile {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') {
    throw new SectionFileError(
      file,
      1,
      `has no front matter. Start the file with one, e.g.\n${EXAMPLE}`,
    );
  }
  const end = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)\s*$/.test(line));
  if (end === -1) {
    throw new SectionFileError(
      file,
      1,
      'has a front matter that never ends: close it with a line ---.',
    );
  }
  const yamlText = lines.slice(1, end).join('\n');
  const counter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  // The YAML's line 1 is the file's line 2.
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? 2 : counter.linePos(offset).line + 1;
  const [first] = document.errors;
  if (first) {
    throw new SectionFileError(
      file,
      lineAt(first.pos[0]),
      `has front matter that is not valid YAML (${first.message.split('\n')[0]}). Write it as key: value lines, e.g.\n${EXAMPLE}`,
    );
  }
  const contents = document.contents;
  if (!isMap(contents)) {
    throw new SectionFileError(
      file,
      2,
      `has front matter that is not a list of keys, e.g.\n${EXAMPLE}`,
    );
  }
  const values: Record<string, { value: unknown; line: number }> = {};
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const line = lineAt(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (!KEYS.includes(key)) {
      throw new SectionFileError(
        file,
        line,
        `has an unknown key "${key.slice(0, 40)}" in its front matter. A section knows ${KEYS.join(', ')}.`,
      );
    }
    if (!isScalar(pair.value)) {
      throw new SectionFileError(file, line, `has a ${key} that is not a single value.`);
    }
    values[key] = { value: pair.value.value, line };
  }
  const { title, order, placement, print, resume } = values;
  if (title === undefined || typeof title.value !== 'string' || !title.value.trim()) {
    throw new SectionFileError(
      file,
      title?.line ?? 2,
      'has no title. Give it one in the front matter: title: Talks',
    );
  }
  if (title.value.trim().length > MAX_TITLE) {
    throw new SectionFileError(
      file,
      title.line,
      `has a title longer than ${MAX_TITLE} characters: shorten it.`,
    );
  }
  if (order !== undefined && (typeof order.value !== 'number' || !Number.isFinite(order.value))) {
    throw new SectionFileError(
      file,
      order.line,
      'has an order that is not a number: write e.g. order: 2',
    );
  }
  if (placement !== undefined && !PLACEMENTS.includes(String(placement.value))) {
    throw new SectionFileError(
      file,
      placement.line,
      `has an unknown placement "${String(placement.value).slice(0, 40)}". Write tab (a tab of its own) or the name of a tab: ${Object.keys(SECTION_PLACEMENTS).join(', ')}.`,
    );
  }
  if (print !== undefined && typeof print.value !== 'boolean') {
    throw new SectionFileError(file, print.line, 'has a print that is neither true nor false.');
  }
  if (resume !== undefined && resume.value !== 'references') {
    throw new SectionFileError(
      file,
      resume.line,
      'has a resume key JSON Resume has no place for: the one it knows is references (a testimonial).',
    );
  }
  const placementName = placement === undefined ? 'tab' : String(placement.value);
  return {
    frontMatter: {
      title: title.value.trim(),
      order: typeof order?.value === 'number' ? order.value : 0,
      placement:
        placementName === 'tab'
          ? 'tab'
          : SECTION_PLACEMENTS[placementName as keyof typeof SECTION_PLACEMENTS],
      print: print?.value !== false,
      ...(resume && { resume: 'references' as const }),
    },
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}
