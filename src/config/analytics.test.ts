import { ConfigError } from './configError';
import { readAnalytics } from './analytics';
import { readSetting, SETTINGS } from './settingsTable';

/** The build's message for the setting, read through the table (readAnalytics names no setting). */
const problem = (raw: string) => {
  try {
    readSetting({ [SETTINGS.analytics.name]: raw }, 'analytics');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('readAnalytics', () => {
  it('is nothing without the setting', () => {
    expect(readAnalytics(null)).toBeNull();
  });

  it('reads Plausible, hosted or self-hosted', () => {
    expect(readAnalytics('plausible:octo.github.io')).toEqual({
      service: 'plausible',
      scriptUrl: 'https://plausible.io/js/script.hash.js',
      attributes: { 'data-domain': 'octo.github.io' },
      endpoint: 'https://plausible.io',
    });
    expect(
      readAnalytics('plausible:octo.github.io@https://stats.example.org/js/script.js'),
    ).toMatchObject({
      scriptUrl: 'https://stats.example.org/js/script.js',
      endpoint: 'https://stats.example.org',
    });
  });

  it('reads GoatCounter by code, or a self-hosted count URL and script', () => {
    expect(readAnalytics('goatcounter:octo')).toEqual({
      service: 'goatcounter',
      scriptUrl: 'https://gc.zgo.at/count.js',
      attributes: { 'data-goatcounter': 'https://octo.goatcounter.com/count' },
      endpoint: 'https://octo.goatcounter.com',
    });
    expect(
      readAnalytics('goatcounter:https://gc.example.org/count@https://gc.example.org/count.js'),
    ).toMatchObject({
      attributes: { 'data-goatcounter': 'https://gc.example.org/count' },
      endpoint: 'https://gc.example.org',
    });
  });

  it('reads Umami with its website id and script', () => {
    expect(
      readAnalytics('umami:94DB1CB1-74F4-4A40-AD6C-962362670409@https://cloud.umami.is/script.js'),
    ).toEqual({
      service: 'umami',
      scriptUrl: 'https://cloud.umami.is/script.js',
      attributes: { 'data-website-id': '94db1cb1-74f4-4a40-ad6c-962362670409' },
      endpoint: 'https://cloud.umami.is',
    });
  });

  it('takes plain http only on the machine itself (a local stand-in never crosses a network)', () => {
    expect(
      readAnalytics('plausible:octo.github.io@http://127.0.0.1:4000/js/script.js'),
    ).toMatchObject({
      scriptUrl: 'http://127.0.0.1:4000/js/script.js',
      endpoint: 'http://127.0.0.1:4000',
    });
  });

  it.each([
    ['matomo:1', /names no service this page knows \("matomo"\).*plausible:/],
    ['plausible', /is not one of the forms/],
    ['plausible:not a domain', /names no domain/],
    ['goatcounter:Octo_Code', /names no GoatCounter code/],
    ['umami:42@https://cloud.umami.is/script.js', /names no Umami website id/],
    ['umami:94db1cb1-74f4-4a40-ad6c-962362670409', /names no Umami script/],
    ['plausible:octo.github.io@javascript:alert(1)', /script URL that is not http\(s\)/],
    ['plausible:octo.github.io@stats', /script URL that is not a URL/],
    // Plain http: anyone on a visitor's network could change the script the page runs.
    [
      'plausible:octo.github.io@http://stats.example.org/js/script.js',
      /script URL that is plain http .*Use its https:\/\/ address \(https:\/\/stats\.example\.org\/js\/script\.js\)/,
    ],
    [
      'umami:94db1cb1-74f4-4a40-ad6c-962362670409@http://cloud.umami.is/script.js',
      /script URL that is plain http/,
    ],
    [
      'goatcounter:http://gc.example.org/count@https://gc.example.org/count.js',
      /count URL that is plain http/,
    ],
    ['plausible:octo.github.io@https://stats.example.org/js/', /names a folder, not the script/],
    ['plausible:octo.github.io@https://u:p@stats.example.org/s.js', /user name or password/],
  ])('refuses %p, naming the problem and the fix', (raw, message) => {
    expect(problem(raw)).toMatch(/^REACT_APP_ANALYTICS /);
    expect(problem(raw)).toMatch(message);
  });
});
