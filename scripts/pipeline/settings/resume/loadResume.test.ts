/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DATA } from '../../../../src/data/demoData';
import { DEFAULT_TECH_STACK } from '../../../../src/config/techStack';
import {
  DEMO_RESUME_FILE,
  loadResume,
  ResumeError,
  resumeSettings,
  type ResumeSettings,
} from './loadResume';

const DEFAULTS: ResumeSettings = { path: null, showPhone: false, showAddress: false };

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'resume-root-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, content: unknown): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ResumeError) return error.message;
    throw error;
  }
  throw new Error('no ResumeError');
}

describe('resumeSettings', () => {
  it('defaults to no path and nothing private shown', () => {
    expect(resumeSettings({})).toEqual(DEFAULTS);
    expect(
      resumeSettings({ RESUME_PATH: '  ', RESUME_SHOW_PHONE: '', RESUME_SHOW_ADDRESS: ' ' }),
    ).toEqual(DEFAULTS);
  });

  it('reads the path and the two switches', () => {
    expect(
      resumeSettings({
        RESUME_PATH: ' cv/resume.json ',
        RESUME_SHOW_PHONE: 'true',
        RESUME_SHOW_ADDRESS: 'TRUE',
      }),
    ).toEqual({ path: 'cv/resume.json', showPhone: true, showAddress: true });
    expect(resumeSettings({ RESUME_SHOW_PHONE: 'false', RESUME_SHOW_ADDRESS: 'False' })).toEqual(
      DEFAULTS,
    );
  });

  it('refuses another value, naming the variable and the fix', () => {
    expect(messageOf(() => resumeSettings({ RESUME_SHOW_PHONE: 'yes' }))).toBe(
      `Configuration error: RESUME_SHOW_PHONE must be "true" or "false" ("yes"). Write true to show the resume's phone number on the page, or leave it empty to keep it off (the default, false). Set it in .env, where the public settings live (.env.local overrides it locally).`,
    );
    expect(messageOf(() => resumeSettings({ RESUME_SHOW_ADDRESS: '1' }))).toMatch(
      /^Configuration error: RESUME_SHOW_ADDRESS must be "true" or "false" \("1"\)\. Write true to show the resume's street address and postal code/,
    );
  });
});

describe('loadResume', () => {
  const minimal = { basics: { name: 'Ada' }, work: [{ name: 'Acme', startDate: '2020-01' }] };

  it('gives null without resume.json and RESUME_PATH: the page stays as it is', () => {
    expect(loadResume(DEFAULTS, root)).toBeNull();
    expect(loadResume(DEFAULTS, root, { demo: false })).toBeNull();
  });

  it('reads resume.json at the root', () => {
    const file = write('resume.json', minimal);
    expect(loadResume(DEFAULTS, root)).toEqual({
      file,
      resume: expect.objectContaining({
        basics: { name: 'Ada', profiles: [] },
        work: [{ organization: 'Acme', highlights: [], startDate: '2020-01' }],
      }),
    });
  });

  it('reads the file RESUME_PATH names, relative to the root or absolute, over resume.json', () => {
    write('resume.json', { basics: { name: 'Root' } });
    const file = write('cv/mine.json', minimal);
    expect(loadResume({ ...DEFAULTS, path: 'cv/mine.json' }, root)?.resume.basics.name).toBe('Ada');
    expect(loadResume({ ...DEFAULTS, path: file }, root)?.file).toBe(file);
  });

  it('refuses a RESUME_PATH without a file, naming the path and the fix', () => {
    write('resume.json', minimal);
    expect(
      messageOf(() => loadResume({ ...DEFAULTS, path: 'cv/missing.json' }, root, { demo: true })),
    ).toBe(
      `Configuration error: RESUME_PATH is "cv/missing.json", but there is no file at ${path.join(root, 'cv/missing.json')}. Put your JSON Resume there, or correct RESUME_PATH (relative to the repository root, or absolute), or remove it to use resume.json at the repository root. Set it in .env, where the public settings live (.env.local overrides it locally).`,
    );
  });

  it('stops on an invalid resume with the message naming the file as the owner wrote it', () => {
    write('resume.json', { work: [{ name: 'A' }, { name: 'B', startDate: 'March 2021' }] });
    expect(messageOf(() => loadResume(DEFAULTS, root))).toBe(
      'resume.json: work[1].startDate "March 2021" is not a date: write YYYY, YYYY-MM or YYYY-MM-DD',
    );
    write('cv/me.json', { basics: { email: 'nope' } });
    expect(messageOf(() => loadResume({ ...DEFAULTS, path: 'cv/me.json' }, root))).toMatch(
      /^cv\/me\.json: basics\.email "nope" is not an e-mail address/,
    );
  });

  it('stops on broken JSON with its line and column', () => {
    write('resume.json', '{\n  "basics": {\n    "name": "Ada"\n    "label": "Engineer"\n  }\n}\n');
    expect(messageOf(() => loadResume(DEFAULTS, root))).toMatch(
      /^resume\.json is not valid JSON: line 4, column 5: expected ',' or '}' after a value, found '"'\./,
    );
  });

  it('applies the privacy settings', () => {
    write('resume.json', {
      basics: {
        phone: '555-0100',
        location: { address: '1 Main St', postalCode: '12345', city: 'Town' },
      },
    });
    expect(loadResume(DEFAULTS, root)?.resume.basics).toEqual({
      location: 'Town',
      place: { city: 'Town' },
      profiles: [],
    });
    expect(
      loadResume({ ...DEFAULTS, showPhone: true, showAddress: true }, root)?.resume.basics,
    ).toEqual({
      phone: '555-0100',
      location: '1 Main St, 12345 Town',
      place: { address: '1 Main St', postalCode: '12345', city: 'Town' },
      profiles: [],
    });
  });

  it("loads the demo resume for the demo when there is no resume.json, and the owner's file over it", () => {
    expect(loadResume(DEFAULTS, root, { demo: true })?.file).toBe(DEMO_RESUME_FILE);
    write('resume.json', minimal);
    expect(loadResume(DEFAULTS, root, { demo: true })?.resume.basics.name).toBe('Ada');
  });
});

describe('the demo resume', () => {
  const loaded = loadResume(DEFAULTS, '/nonexistent-root', { demo: true });
  const resume = loaded?.resume;

  it('is valid and fills every section the page shows', () => {
    expect(resume).toBeDefined();
    expect(resume?.work).toHaveLength(3);
    expect(resume?.volunteer).toHaveLength(1);
    expect(resume?.education).toHaveLength(2);
    expect(resume?.certificates).toHaveLength(2);
    expect(resume?.awards).toHaveLength(1);
    expect(resume?.publications).toHaveLength(2);
    expect(resume?.skills).toHaveLength(3);
    expect(resume?.languages).toHaveLength(3);
    expect(resume?.interests).toHaveLength(2);
    expect(resume?.projects).toHaveLength(2);
    for (const skill of resume?.skills ?? []) expect(skill.keywords.length).toBeGreaterThan(0);
    for (const project of resume?.projects ?? []) {
      expect(project).toMatchObject({ keywords: expect.any(Array), startDate: expect.any(String) });
      expect(project.url).toMatch(/^https:\/\/[\w.-]+\.example\.(org|com)\//);
    }
  });

  it("is the demo owner's: same person, city and current employer as the demo data", () => {
    const { profile } = DEMO_DATA;
    expect(resume?.basics).toMatchObject({
      name: profile.name,
      email: profile.email,
      url: `${profile.websiteUrl ?? ''}/`,
      location: 'Lyon, Auvergne-Rhône-Alpes, FR',
    });
    const current = resume?.work.filter((role) => !role.endDate) ?? [];
    expect(current).toEqual([expect.objectContaining({ organization: profile.company })]);
    expect(current[0]?.highlights.length).toBeGreaterThan(0);
  });

  it('has one profile the demo data already links and one it does not', () => {
    const urls = resume?.basics.profiles.map((profile) => profile.url) ?? [];
    expect(urls).toHaveLength(2);
    expect(urls.filter((url) => url === DEMO_DATA.profile.htmlUrl)).toHaveLength(1);
  });

  it('has skill keywords both among the Tech Stack tools and beyond them', () => {
    const keywords = resume?.skills.flatMap((skill) => skill.keywords) ?? [];
    expect(keywords.some((keyword) => DEFAULT_TECH_STACK.includes(keyword))).toBe(true);
    expect(keywords.some((keyword) => !DEFAULT_TECH_STACK.includes(keyword))).toBe(true);
  });

  it('keeps its phone and street address off the page by default', () => {
    expect(resume?.basics.phone).toBeUndefined();
    expect(JSON.stringify(resume)).not.toMatch(/Rue de l'Exemple|69002/);
  });

  it('links only to example domains, apart from the GitHub account it shares with the demo data', () => {
    const links = JSON.stringify(resume).match(/https?:\/\/[^"]+/g) ?? [];
    for (const link of links) {
      if (link !== DEMO_DATA.profile.htmlUrl)
        expect(new URL(link).hostname).toMatch(/(^|\.)example\.(org|com)$/);
    }
  });
});
