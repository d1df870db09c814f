import { buildBrowser } from './chromium';

describe('buildBrowser', () => {
  const only =
    (...present: string[]) =>
    (file: string) =>
      present.includes(file);

  it('takes CHROMIUM_PATH when it names an executable', () => {
    expect(buildBrowser(only('/opt/chrome'), { CHROMIUM_PATH: ' /opt/chrome ' })).toEqual({
      path: '/opt/chrome',
    });
  });

  it('says so when CHROMIUM_PATH names nothing, without looking elsewhere', () => {
    expect(buildBrowser(only('/usr/bin/chromium'), { CHROMIUM_PATH: '/nope' })).toEqual({
      missing: 'CHROMIUM_PATH=/nope is not an executable file',
    });
  });

  it("finds Debian's Chromium first, then the runners' Google Chrome", () => {
    expect(buildBrowser(only('/usr/bin/chromium', '/usr/bin/google-chrome'), {})).toEqual({
      path: '/usr/bin/chromium',
    });
    expect(buildBrowser(only('/usr/bin/google-chrome'), {})).toEqual({
      path: '/usr/bin/google-chrome',
    });
  });

  it('never takes the snap launcher, and says what it looked for', () => {
    const none = buildBrowser(only('/usr/bin/chromium-browser'), {});
    expect(none.path).toBeUndefined();
    expect(none.missing).toMatch(/no Chromium at \/usr\/bin\/chromium, .*CHROMIUM_PATH is unset/);
  });
});
