/** @jest-environment node */
import { existsSync } from 'node:fs';
import {
  buildBrowser,
  CHROMIUM_FLAGS,
  launchHeadlessChromium,
  noSandboxLine,
  sandboxFailure,
  withSandbox,
} from './chromium';

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

/** What Chromium 156 said here, as root, through Playwright (the call log's lines). */
const AS_ROOT = [
  'browserType.launch: Target page, context or browser has been closed',
  'Browser logs:',
  'Chromium sandboxing failed!',
  "  - (alternative): Launch Chromium without sandbox using 'chromiumSandbox: false' option",
  '[pid=13036][err] [13036:13036:1127/202259.600403:ERROR:content/browser/zygote_host/zygote_host_impl_linux.cc:103] Running as root without --no-sandbox is not supported. See https://crbug.com/638180.',
].join('\n');

describe('sandboxFailure', () => {
  it.each([
    [AS_ROOT, /as root/],
    [
      'FATAL:zygote_host_impl_linux.cc(128)] No usable sandbox! Update your kernel or see https://chromium.googlesource.com/chromium/src/+/main/docs/linux/suid_sandbox_development.md',
      /no user namespaces/,
    ],
    [
      'FATAL:setuid_sandbox_host.cc(158)] The SUID sandbox helper binary was found, but is not configured correctly.',
      /setuid sandbox helper/,
    ],
    [
      'Failed to move to new namespace: PID namespaces supported, Network namespace supported, but failed: errno = Operation not permitted',
      /user namespaces/,
    ],
  ])('names why the sandbox cannot start (%#)', (message, reason) => {
    expect(sandboxFailure(message)).toMatch(reason);
  });

  it('is null for a failure no --no-sandbox would mend', () => {
    for (const message of [
      'browserType.launch: Failed to launch: Error: spawn /nope ENOENT',
      'error while loading shared libraries: libnss3.so: cannot open shared object file',
      'Timeout 180000ms exceeded.',
    ]) {
      expect(sandboxFailure(message)).toBeNull();
    }
  });

  it('never puts --no-sandbox among the flags every launch gets', () => {
    expect(CHROMIUM_FLAGS).not.toContain('--no-sandbox');
  });
});

describe('withSandbox', () => {
  /** A browser at `path` whose sandboxed launch fails with `failure` (null: starts either way). */
  const browserAt = (failure: string | null) => {
    const launches: boolean[] = [];
    const launch = async (sandbox: boolean) => {
      launches.push(sandbox);
      if (sandbox && failure !== null) throw new Error(failure);
      return { sandbox };
    };
    return { launches, launch };
  };

  it('keeps the sandbox where the browser starts with one, and says nothing', async () => {
    const log = jest.fn();
    const { launches, launch } = browserAt(null);
    await expect(withSandbox('/test/sandboxed', launch, log)).resolves.toEqual({ sandbox: true });
    await withSandbox('/test/sandboxed', launch, log);
    expect(launches).toEqual([true, true]);
    expect(log).not.toHaveBeenCalled();
  });

  it('retries without it only for a sandbox reason, says so once, and remembers it', async () => {
    const log = jest.fn();
    const { launches, launch } = browserAt(AS_ROOT);
    await expect(withSandbox('/test/as-root', launch, log)).resolves.toEqual({ sandbox: false });
    await expect(withSandbox('/test/as-root', launch, log)).resolves.toEqual({ sandbox: false });
    // One failed launch, then straight to the one that works.
    expect(launches).toEqual([true, false, false]);
    expect(log.mock.calls).toEqual([
      [noSandboxLine('/test/as-root', sandboxFailure(AS_ROOT) ?? '')],
    ]);
    expect(log.mock.calls[0]?.[0]).toBe(
      'Chromium (/test/as-root) runs without its sandbox (--no-sandbox): it runs as root, where ' +
        'Chromium refuses its sandbox. It keeps the sandbox where it can start one, e.g. as a ' +
        'regular user with user namespaces.',
    );
  });

  it('throws any other failure as it came, without a retry', async () => {
    const log = jest.fn();
    const { launches, launch } = browserAt('spawn /nope ENOENT');
    await expect(withSandbox('/test/missing', launch, log)).rejects.toThrow('ENOENT');
    expect(launches).toEqual([true]);
    expect(log).not.toHaveBeenCalled();
  });
});

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

describe('launchHeadlessChromium', () => {
  (existsSync(DEBIAN_CHROMIUM) ? it : it.skip)(
    "starts this machine's Chromium, sandboxed unless it cannot be (then it says why)",
    async () => {
      const log = jest.fn();
      const browser = await launchHeadlessChromium(DEBIAN_CHROMIUM, log);
      try {
        const page = await browser.newPage();
        await page.setContent('<p>ok</p>');
        expect(await page.textContent('p')).toBe('ok');
      } finally {
        await browser.close();
      }
      if (process.getuid?.() === 0) {
        // Chromium refuses its sandbox to root: one line says so.
        expect(log.mock.calls).toEqual([[expect.stringMatching(/without its sandbox.*as root/)]]);
      } else {
        expect(log.mock.calls.every(([line]) => /without its sandbox/.test(String(line)))).toBe(
          true,
        );
      }
    },
    60_000,
  );
});
