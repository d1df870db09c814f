import { bundleProcessEnv } from './bundleProcess';

describe("webpack's process environment", () => {
  it('keeps PATH, HOME and NODE_OPTIONS, and nothing of the settings or tokens', () => {
    expect(
      bundleProcessEnv({
        PATH: '/usr/bin',
        HOME: '/home/owner',
        NODE_OPTIONS: '--max-old-space-size=6144',
        GITHUB_TOKEN: 'ghp_FAKEbundleEnvToken',
        REACT_APP_GITHUB_USERNAME: 'octo-dev',
        TMPDIR: '/tmp/build-1',
      }),
    ).toEqual({ PATH: '/usr/bin', HOME: '/home/owner', NODE_OPTIONS: '--max-old-space-size=6144' });
  });

  it('adds no NODE_OPTIONS the build was not given', () => {
    expect(bundleProcessEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', HOME: '' });
  });
});
