/**
 * The owner's own files: the settings (.env, .env.local), the resume (resume.json, resume.<lang>.json),
 * the CV (public/cv.pdf), the tech stack (tech-stack.json) and their own sections (sections/). Upstream ships none of them but a .env of
 * comments only, shipped once and never changed, so pulling a new version (GitHub's "Sync fork", git
 * merge upstream/main) never conflicts with them, and a new setting gets its default from code instead
 * of a line in the owner's file.
 *
 * They are read from the owner's folder: the repository root, or the ownerDir setting's. The tests give
 * every build their own folder, so nothing an owner commits changes what a test builds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { SETTING_NAMES } from '../../../src/config/settingNames';
import path from 'node:path';
import { ConfigError } from '../../../src/config/configError';
import type { OwnerInputs } from '../../../src/config/parseConfig';
import { withoutInvisible } from '../../../src/lib/invisibleCharacters';
import { jsonErrorMessage } from './resume/readResumeFile';

/** The repository's code: scripts, src, public/index.html. */
export const CODE_ROOT = path.resolve(__dirname, '../../..');

export const OWNER_DIR_VARIABLE = SETTING_NAMES.ownerDir;

/** The files an owner adds, relative to the owner's folder (plus resume.<lang>.json beside the resume). */
export const OWNER_FILES = {
  settings: '.env',
  localSettings: '.env.local',
  resume: 'resume.json',
  cv: 'public/cv.pdf',
  techStack: 'tech-stack.json',
} as const;

/** The owner's Markdown sections' folder (docs/your-sections.md). */
export const OWNER_SECTIONS_FOLDER = 'sections';

const TRANSLATED_RESUME = /^resume\.[A-Za-z]{2}(?:-[A-Za-z]{2})?\.json$/;
const LOCAL_SETTINGS = /^\.env\.[a-z]+\.local$/;

/** A path (relative to the root, with /) that is one of the owner's files rather than the project's. */
export function isOwnerFile(file: string): boolean {
  return (
    (Object.values(OWNER_FILES) as string[]).includes(file) ||
    TRANSLATED_RESUME.test(file) ||
    LOCAL_SETTINGS.test(file) ||
    // The owner's own sections (scripts/pipeline/settings/sections/): a folder of theirs.
    file.startsWith(`${OWNER_SECTIONS_FOLDER}/`)
  );
}

/** The demo owner's CV, offered by the demo (no GitHub username) when there is no public/cv.pdf. */
export const DEMO_CV = path.join(CODE_ROOT, 'src/data/demo/cv.pdf');

/** Where the owner's files are: the ownerDir setting (relative to the repository root), else the root. */
export function ownerRoot(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env[OWNER_DIR_VARIABLE]?.trim();
  return dir ? path.resolve(CODE_ROOT, dir) : CODE_ROOT;
}

/** The CV the site offers: the owner's public/cv.pdf, else the demo's for the demo, else none. */
export function siteCv(root: string, demo: boolean): string | null {
  const own = path.join(root, OWNER_FILES.cv);
  if (existsSync(own)) return own;
  return demo ? DEMO_CV : null;
}

const MAX_TOOLS = 150;
const MAX_TOOL_LENGTH = 60;
const MAX_TECH_STACK_BYTES = 64 * 1024;
const EXAMPLE = '["TypeScript", "React", "PostgreSQL"]';

function techStackError(problem: string, fix: string): ConfigError {
  return new ConfigError(OWNER_FILES.techStack, problem, fix);
}

/** The tool names of a parsed tech-stack.json: a list of distinct, short, non-empty texts. */
export function techStackOf(json: unknown): string[] {
  if (!Array.isArray(json)) {
    throw techStackError(
      'is not a list',
      `Write the tools as a JSON list of names in the order the tab shows them, e.g. ${EXAMPLE}.`,
    );
  }
  if (json.length === 0 || json.length > MAX_TOOLS) {
    throw techStackError(
      `has ${json.length} tools`,
      `List 1 to ${MAX_TOOLS} tools, or delete the file to show the default list.`,
    );
  }
  const seen = new Set<string>();
  return json.map((entry: unknown, index) => {
    const position = `entry ${index + 1}`;
    const name = typeof entry === 'string' ? withoutInvisible(entry).trim() : '';
    if (name === '' || Array.from(name).length > MAX_TOOL_LENGTH) {
      throw techStackError(
        `has an ${position} that is not a tool name (${JSON.stringify(entry)?.slice(0, 80) ?? String(entry)})`,
        `Write each tool as a text of 1 to ${MAX_TOOL_LENGTH} characters, e.g. ${EXAMPLE}.`,
      );
    }
    if (seen.has(name.toLowerCase())) {
      throw techStackError(`lists "${name}" twice (${position})`, 'Name each tool once.');
    }
    seen.add(name.toLowerCase());
    return name;
  });
}

/** The owner's tech-stack.json, checked; null when there is none (the default list is shown). */
export function readTechStack(root: string): string[] | null {
  const file = path.join(root, OWNER_FILES.techStack);
  if (!existsSync(file)) return null;
  if (statSync(file).size > MAX_TECH_STACK_BYTES) {
    throw techStackError(
      'is over 64 KB',
      'It is a short list of tool names; keep only the names, e.g. ' + EXAMPLE,
    );
  }
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    const invalid = techStackError('is not valid JSON', `Write a JSON list, e.g. ${EXAMPLE}.`);
    // The resume's reader places the mistake by line and column; its words serve here too.
    invalid.message = jsonErrorMessage(text, OWNER_FILES.techStack, error);
    throw invalid;
  }
  return techStackOf(json);
}

/** What the page takes from the owner's files besides the settings. */
export function readOwnerInputs(root: string, demo: boolean): OwnerInputs {
  return { techStack: readTechStack(root), cv: siteCv(root, demo) === null ? 'none' : 'site' };
}
