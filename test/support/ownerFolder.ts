/**
 * A folder of an owner's own files, as a fork has them at its root (.env, resume.json, public/cv.pdf,
 * tech-stack.json), for a build or a settings read that must see exactly these and nothing of the
 * working tree: pass it as runBuild's ownerDir or as PORTFOLIO_OWNER_DIR.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OWNER_CV_PDF } from '../../mock/mockOwner';

export { OWNER_CV_PDF } from '../../mock/mockOwner';

export interface OwnerFiles {
  /** The lines of .env, as the owner writes them. */
  readonly env?: Readonly<Record<string, string>>;
  readonly envLocal?: Readonly<Record<string, string>>;
  /** resume.json's content (any JSON), or its text as written. */
  readonly resume?: unknown;
  /** resume.<language>.json files. */
  readonly translatedResumes?: Readonly<Record<string, unknown>>;
  /** public/cv.pdf: true for OWNER_CV_PDF, or the bytes. */
  readonly cv?: boolean | string | Buffer;
  /** tech-stack.json's content (any JSON), or its text as written. */
  readonly techStack?: unknown;
  /** Files under sections/, by their path there: `talks.md`, `de/talks.md`, `photo.png`. */
  readonly sections?: Readonly<Record<string, string | Buffer>>;
}

function envText(values: Readonly<Record<string, string>>): string {
  return `${Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')}\n`;
}

const jsonText = (value: unknown) =>
  typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`;

/** Writes the files into `dir` (created when missing). */
export function writeOwnerFiles(dir: string, files: OwnerFiles): string {
  mkdirSync(dir, { recursive: true });
  if (files.env) writeFileSync(path.join(dir, '.env'), envText(files.env));
  if (files.envLocal) writeFileSync(path.join(dir, '.env.local'), envText(files.envLocal));
  if (files.resume !== undefined)
    writeFileSync(path.join(dir, 'resume.json'), jsonText(files.resume));
  for (const [language, resume] of Object.entries(files.translatedResumes ?? {})) {
    writeFileSync(path.join(dir, `resume.${language}.json`), jsonText(resume));
  }
  if (files.cv) {
    mkdirSync(path.join(dir, 'public'), { recursive: true });
    writeFileSync(path.join(dir, 'public/cv.pdf'), files.cv === true ? OWNER_CV_PDF : files.cv);
  }
  if (files.techStack !== undefined) {
    writeFileSync(path.join(dir, 'tech-stack.json'), jsonText(files.techStack));
  }
  for (const [file, content] of Object.entries(files.sections ?? {})) {
    const target = path.join(dir, 'sections', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return dir;
}

/** A new temporary owner folder with these files; remove it with removeOwnerFolder. */
export function ownerFolder(files: OwnerFiles = {}): string {
  return writeOwnerFiles(mkdtempSync(path.join(tmpdir(), 'portfolio-owner-')), files);
}

export function removeOwnerFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
