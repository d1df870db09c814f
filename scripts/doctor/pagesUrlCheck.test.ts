import { defaultPagesUrl, parsePagesUrl } from './pagesUrlCheck';
import { parseDoctorArgs } from './args';

describe('defaultPagesUrl', () => {
  it.each([
    ['ada/portfolio', 'https://ada.github.io/portfolio/'],
    ['Ada-Dev/My.Site', 'https://ada-dev.github.io/My.Site/'],
    ['ada/ada.github.io', 'https://ada.github.io/'],
    ['Ada/ADA.github.io', 'https://ada.github.io/'],
  ])('gives %p the address %p', (repository, url) => {
    expect(defaultPagesUrl(repository)).toBe(url);
  });

  it.each(['', 'ada', 'ada/', '/portfolio', 'ada/portfolio/extra', '-ada/x', 'ada/a b'])(
    'gives none for %p',
    (repository) => {
      expect(defaultPagesUrl(repository)).toBeNull();
    },
  );
});

describe('parsePagesUrl and --pages-url', () => {
  it('takes a full address, with or without the trailing slash', () => {
    expect(parsePagesUrl('https://ada.github.io/portfolio')).toBe(
      'https://ada.github.io/portfolio/',
    );
    expect(parsePagesUrl(' https://Ada.dev/ ')).toBe('https://ada.dev/');
    expect(parseDoctorArgs(['--pages-url=https://ada.github.io/site'])).toEqual({
      help: false,
      pagesUrl: 'https://ada.github.io/site/',
    });
    expect(parseDoctorArgs([])).toEqual({ help: false, pagesUrl: null });
    expect(parseDoctorArgs(['-h']).help).toBe(true);
  });

  it.each(['/portfolio', 'ada.github.io/portfolio', 'ftp://ada.dev/', 'https://ada.dev/?x=1'])(
    'refuses %p',
    (value) => {
      expect(parsePagesUrl(value)).toBeNull();
      expect(() => parseDoctorArgs(['--pages-url', value])).toThrow(
        "--pages-url must be the site's full address",
      );
    },
  );

  it('refuses an unknown option or a missing value', () => {
    expect(() => parseDoctorArgs(['--fix'])).toThrow("Unknown option '--fix'");
    expect(() => parseDoctorArgs(['--pages-url'])).toThrow('--pages-url needs a value');
  });
});
