import { ConfigError } from '../../../src/config/configError';
import { cvLink, cvNotice, cvPlan, readCvPaper, type CvChoice } from './cvPlan';

const choice = (overrides: Partial<CvChoice> = {}): CvChoice => ({
  ownFile: null,
  demoFile: null,
  hasResume: true,
  browser: { path: '/usr/bin/chromium' },
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

  it('prints each page from the resume when a browser is there', () => {
    const letter = choice({ paper: 'letter', demoFile: '/demo/cv.pdf' });
    expect(cvPlan(letter)).toEqual({
      kind: 'print',
      browser: '/usr/bin/chromium',
      paper: 'letter',
    });
    expect(cvLink(cvPlan(letter))).toBe('page');
    expect(cvNotice(cvPlan(letter), letter)).toMatch(/^CV: printed from the page \(Letter\)/);
  });

  it('keeps the last printed CVs without a browser, and says how to print fresh ones', () => {
    const kept = choice({ browser: noBrowser, lastCopies: true });
    expect(cvPlan(kept)).toEqual({ kind: 'last', missing: noBrowser.missing });
    expect(cvLink(cvPlan(kept))).toBe('page');
    expect(cvNotice(cvPlan(kept), kept)).toContain('point CHROMIUM_PATH at Chrome or Chromium');
  });

  it('offers none without a browser or an earlier CV, and names both fixes', () => {
    const none = choice({ browser: noBrowser });
    expect(cvPlan(none)).toEqual({ kind: 'none' });
    expect(cvLink(cvPlan(none))).toBe('none');
    expect(cvNotice(cvPlan(none), none)).toBe(
      `No CV: the CV is printed from your resume in a browser, and ${noBrowser.missing}. Install Chromium (Debian: apt-get install chromium) or point CHROMIUM_PATH at Chrome or Chromium, or add your own PDF as public/cv.pdf.`,
    );
  });

  it("serves the demo's PDF as before when the demo cannot print, and without a resume", () => {
    const demo = choice({ browser: noBrowser, demoFile: '/demo/cv.pdf' });
    expect(cvPlan(demo)).toEqual({ kind: 'file', file: '/demo/cv.pdf' });
    expect(cvNotice(cvPlan(demo), demo)).toMatch(/^CV: the demo's PDF, no Chromium/);
    const plain = choice({ hasResume: false, demoFile: '/demo/cv.pdf' });
    expect(cvPlan(plain)).toEqual({ kind: 'file', file: '/demo/cv.pdf' });
    expect(cvNotice(cvPlan(plain), plain)).toBeNull();
  });

  it('offers none for an owner without a resume or a PDF', () => {
    const bare = choice({ hasResume: false });
    expect(cvPlan(bare)).toEqual({ kind: 'none' });
    expect(cvNotice(cvPlan(bare), bare)).toMatch(
      /^No CV: public\/cv.pdf is missing and there is no resume/,
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
