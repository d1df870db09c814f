import { ConfigError } from '../../../src/config/configError';
import { cvLink, cvNotice, cvPlan, readCvPaper, type CvChoice } from './cvPlan';

const keys = { en: '0123456789abcdef', de: 'fedcba9876543210' };
const choice = (overrides: Partial<CvChoice> = {}): CvChoice => ({
  ownFile: null,
  demoFile: null,
  hasResume: true,
  browser: { path: '/usr/bin/chromium' },
  keys,
  lastCopies: false,
  paper: 'a4',
  ...overrides,
});
const noBrowser = { missing: 'no Chromium at /usr/bin/chromium and CHROMIUM_PATH is unset' };

describe('cvPlan', () => {
  it("always takes the owner's own PDF, resume or not", () => {
    const own = choice({ ownFile: '/fork/public/cv.pdf', demoFile: '/demo/cv.pdf' });
    expect(cvPlan(own)).toEqual({ kind: 'file', file: '/fork/public/cv.pdf' });
    expect(cvLink(cvPlan(own))).toBe('site');
    expect(cvNotice(cvPlan(own), own)).toBeNull();
  });

  it('prints each page, with its resume, when a browser is there', () => {
    const letter = choice({ paper: 'letter', demoFile: '/demo/cv.pdf' });
    expect(cvPlan(letter)).toEqual({
      kind: 'print',
      browser: '/usr/bin/chromium',
      paper: 'letter',
      keys,
    });
    expect(cvLink(cvPlan(letter))).toBe('page');
    expect(cvNotice(cvPlan(letter), letter)).toMatch(
      /^CV: printed from the page and its resume \(Letter\)/,
    );
  });

  it('prints each page without a resume too: the page is a CV of its own', () => {
    const bare = choice({ hasResume: false });
    expect(cvPlan(bare)).toEqual({
      kind: 'print',
      browser: '/usr/bin/chromium',
      paper: 'a4',
      keys,
    });
    expect(cvLink(cvPlan(bare))).toBe('page');
    expect(cvNotice(cvPlan(bare), bare)).toMatch(/^CV: printed from the page \(A4\) with /);
  });

  it('keeps the last printed CVs without a browser, and says how to print fresh ones', () => {
    const kept = choice({ browser: noBrowser, lastCopies: true });
    expect(cvPlan(kept)).toEqual({ kind: 'last', missing: noBrowser.missing, keys });
    expect(cvLink(cvPlan(kept))).toBe('page');
    expect(cvNotice(cvPlan(kept), kept)).toContain('point CHROMIUM_PATH at Chrome or Chromium');
  });

  it('offers none without a browser or an earlier CV, and names both fixes', () => {
    const none = choice({ browser: noBrowser });
    expect(cvPlan(none)).toEqual({ kind: 'none' });
    expect(cvLink(cvPlan(none))).toBe('none');
    expect(cvNotice(cvPlan(none), none)).toBe(
      `No CV: the CV is printed from the page in a browser, and ${noBrowser.missing}; no CV printed earlier for this owner, resume and paper is kept, so the page offers none. Install Chromium (Debian: apt-get install chromium) or point CHROMIUM_PATH at Chrome or Chromium, or add your own PDF as public/cv.pdf.`,
    );
  });

  it("serves the demo's PDF as before when the demo cannot print, and without a resume", () => {
    const demo = choice({ browser: noBrowser, demoFile: '/demo/cv.pdf' });
    expect(cvPlan(demo)).toEqual({ kind: 'file', file: '/demo/cv.pdf' });
    expect(cvNotice(cvPlan(demo), demo)).toMatch(/^CV: the demo's PDF, no Chromium/);
  });

  it('offers none for an owner without a resume, a PDF or a browser, and names the fixes', () => {
    const bare = choice({ hasResume: false, browser: noBrowser });
    expect(cvPlan(bare)).toEqual({ kind: 'none' });
    expect(cvLink(cvPlan(bare))).toBe('none');
    expect(cvNotice(cvPlan(bare), bare)).toBe(
      `No CV: the CV is printed from the page in a browser, and ${noBrowser.missing}; no CV printed earlier for this owner and paper is kept, so the page offers none. Install Chromium (Debian: apt-get install chromium) or point CHROMIUM_PATH at Chrome or Chromium, or add your own PDF as public/cv.pdf.`,
    );
  });
});

describe('readCvPaper', () => {
  it('is A4 unless letter, in any case', () => {
    expect(readCvPaper({})).toBe('a4');
    expect(readCvPaper({ CV_PAPER: ' A4 ' })).toBe('a4');
    expect(readCvPaper({ CV_PAPER: 'Letter' })).toBe('letter');
  });

  it('refuses another size with the fix', () => {
    expect(() => readCvPaper({ CV_PAPER: 'legal' })).toThrow(ConfigError);
    expect(() => readCvPaper({ CV_PAPER: 'legal' })).toThrow(
      'CV_PAPER is "legal", not a paper size the CV is printed on. Write CV_PAPER=A4 (the default) or CV_PAPER=letter.',
    );
  });
});
