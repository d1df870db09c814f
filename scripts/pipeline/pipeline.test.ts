import { BuildStopped, runPipeline, step } from './pipeline';

const quiet = { info: () => undefined, warn: () => undefined };
const silent = { env: {}, log: quiet };

describe('runPipeline', () => {
  it('runs the steps in the list’s order, each seeing what the earlier ones added', async () => {
    const seen: string[] = [];
    const exitCode = await runPipeline(
      [
        step('first', () => ({ outputPath: '/out' })),
        step('second', ({ outputPath }) => {
          seen.push(outputPath);
          return { template: `${outputPath}/index.html` };
        }),
        step('third', async ({ outputPath, template }) => {
          seen.push(`${outputPath} ${template}`);
          return {};
        }),
      ],
      silent,
    );
    expect(exitCode).toBe(0);
    expect(seen).toEqual(['/out', '/out /out/index.html']);
  });

  it('gives the steps the environment and the log it is given, never the process’s', async () => {
    const seen: unknown[] = [];
    const log = { info: jest.fn(), warn: jest.fn() };
    process.env.PORTFOLIO_PIPELINE_TEST = 'the shell’s';
    try {
      await runPipeline(
        [
          step('read', ({ env, log: given }) => {
            seen.push(env.PORTFOLIO_PIPELINE_TEST, given === log);
            return {};
          }),
        ],
        { env: { PORTFOLIO_PIPELINE_TEST: 'the build’s' }, log },
      );
    } finally {
      delete process.env.PORTFOLIO_PIPELINE_TEST;
    }
    expect(seen).toEqual(['the build’s', true]);
    expect(log.info).toHaveBeenCalledWith('\n[1/1] read');
  });

  it('names and times each step', async () => {
    const lines: string[] = [];
    let clock = 0;
    await runPipeline(
      [
        step('Settings', () => {
          clock += 1500;
          return {};
        }),
      ],
      { env: {}, log: { ...quiet, info: (line) => lines.push(line) }, now: () => clock },
    );
    expect(lines).toEqual(['\n[1/1] Settings', '  (Settings: 1.5 s)', '\nBuilt in 1.5 s.']);
  });

  it('stops at a step that says so, runs no later step, and still cleans up', async () => {
    const events: string[] = [];
    const warnings: string[] = [];
    const exitCode = await runPipeline(
      [
        step('bundle', (_context, cleanup) => {
          cleanup(() => events.push('temporary folder removed'));
          return {};
        }),
        step('scan', () => {
          throw new BuildStopped('Build refused: a token in the output.');
        }),
        step('never', () => {
          events.push('ran');
          return {};
        }),
      ],
      { env: {}, log: { ...quiet, warn: (line) => warnings.push(line) } },
    );
    expect(exitCode).toBe(1);
    expect(events).toEqual(['temporary folder removed']);
    expect(warnings).toEqual(['\nBuild refused: a token in the output.\n']);
  });

  it('rethrows a bug after cleaning up', async () => {
    const events: string[] = [];
    await expect(
      runPipeline(
        [
          step('bundle', (_context, cleanup) => {
            cleanup(() => events.push('cleaned'));
            throw new TypeError('a bug');
          }),
        ],
        silent,
      ),
    ).rejects.toThrow('a bug');
    expect(events).toEqual(['cleaned']);
  });
});
