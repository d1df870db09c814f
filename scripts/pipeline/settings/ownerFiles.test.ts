/** @jest-environment node */
import path from 'node:path';
import { ownerFolder, removeOwnerFolder } from '../../../test/support/ownerFolder';
import { DEFAULT_TECH_STACK } from '../../../src/config/techStack';
import {
  CODE_ROOT,
  DEMO_CV,
  isOwnerFile,
  ownerRoot,
  readOwnerInputs,
  readTechStack,
  siteCv,
  techStackOf,
} from './ownerFiles';

const folders: string[] = [];
const folder = (files: Parameters<typeof ownerFolder>[0] = {}) => {
  const dir = ownerFolder(files);
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach(removeOwnerFolder));

describe('ownerRoot', () => {
  it('is the repository root, or PORTFOLIO_OWNER_DIR (relative to the root)', () => {
    expect(ownerRoot({})).toBe(CODE_ROOT);
    expect(ownerRoot({ PORTFOLIO_OWNER_DIR: ' ' })).toBe(CODE_ROOT);
    expect(ownerRoot({ PORTFOLIO_OWNER_DIR: '/tmp/owner' })).toBe('/tmp/owner');
    expect(ownerRoot({ PORTFOLIO_OWNER_DIR: 'mine' })).toBe(path.join(CODE_ROOT, 'mine'));
  });
});

describe('isOwnerFile', () => {
  it.each([
    '.env',
    '.env.local',
    '.env.production.local',
    'resume.json',
    'resume.de.json',
    'resume.pt-BR.json',
    'public/cv.pdf',
    'tech-stack.json',
    'sections/talks.md',
    'sections/de/talks.md',
    'sections/img/stage.png',
  ])('%s is the owner’s', (file) => expect(isOwnerFile(file)).toBe(true));

  it.each([
    '.env.example',
    'public/index.html',
    'src/data/demo/resume.json',
    'src/data/demo/cv.pdf',
    'package.json',
    'resume.json.bak',
    'src/features/sections/sections.css',
    'sections.md',
  ])('%s is the project’s', (file) => expect(isOwnerFile(file)).toBe(false));
});

describe('siteCv', () => {
  it("is the owner's public/cv.pdf, else the demo's for the demo, else none", () => {
    const withCv = folder({ cv: true });
    expect(siteCv(withCv, false)).toBe(path.join(withCv, 'public/cv.pdf'));
    expect(siteCv(withCv, true)).toBe(path.join(withCv, 'public/cv.pdf'));
    const without = folder();
    expect(siteCv(without, true)).toBe(DEMO_CV);
    expect(siteCv(without, false)).toBeNull();
  });
});

describe('readTechStack', () => {
  it('is null without tech-stack.json: the default list', () => {
    const dir = folder();
    expect(readTechStack(dir)).toBeNull();
    expect(readOwnerInputs(dir, false)).toEqual({ techStack: null, cv: 'none' });
  });

  it("reads the owner's list in its order, trimmed", () => {
    const dir = folder({ techStack: [' Rust ', 'Elixir', 'Phoenix'], cv: true });
    expect(readTechStack(dir)).toEqual(['Rust', 'Elixir', 'Phoenix']);
    expect(readOwnerInputs(dir, false)).toEqual({
      techStack: ['Rust', 'Elixir', 'Phoenix'],
      cv: 'site',
    });
  });

  it('places a JSON mistake by line and column', () => {
    const dir = folder({ techStack: '[\n  "Rust",\n  "Go"\n  "C"\n]\n' });
    expect(() => readTechStack(dir)).toThrow(
      /^tech-stack\.json is not valid JSON: line 4, column 3/,
    );
  });

  it.each([
    [{ tools: ['Rust'] }, 'tech-stack.json is not a list. Write the tools as a JSON list'],
    [[], 'tech-stack.json has 0 tools. List 1 to 150 tools, or delete the file'],
    [['Rust', 7], 'tech-stack.json has an entry 2 that is not a tool name (7)'],
    [['Rust', '  '], 'tech-stack.json has an entry 2 that is not a tool name ("  ")'],
    [['x'.repeat(61)], 'tech-stack.json has an entry 1 that is not a tool name'],
    [['Rust', 'rust'], 'tech-stack.json lists "rust" twice (entry 2). Name each tool once.'],
    [Array.from({ length: 151 }, (_, i) => `Tool ${i}`), 'tech-stack.json has 151 tools'],
  ])('refuses %j, naming the problem and the fix', (json, message) => {
    expect(() => techStackOf(json)).toThrow(message);
  });

  it('drops invisible characters from a name (a hostile file stays plain text)', () => {
    expect(techStackOf(['Ru\u202Est\u0000'])).toEqual(['Rust']);
  });

  it('the default list stays the demo’s', () => {
    expect(DEFAULT_TECH_STACK.length).toBeGreaterThanOrEqual(65);
  });
});
