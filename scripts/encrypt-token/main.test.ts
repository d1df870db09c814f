/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'dotenv';
import { decryptToken } from '../../src/lib/tokenCipher';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

async function encryptTokenCli(...args: string[]) {
  return run(TSX, [path.join(ROOT, 'scripts/encrypt-token/main.ts'), ...args], { cwd: ROOT });
}

describe('npm run encrypt-token', () => {
  jest.setTimeout(60_000);

  it.each(['github', 'gitlab'])(
    'prints only the three %s KEY=VALUE lines, which decrypt back to the token',
    async (service) => {
      const token = `${service}-token_${Date.now()}`;
      const { stdout, stderr } = await encryptTokenCli(service, token);
      const lines = stdout.trimEnd().split('\n');
      const prefix = `REACT_APP_${service.toUpperCase()}_TOKEN`;
      expect(lines.map((line) => line.split('=')[0])).toEqual([
        `${prefix}_CIPHER`,
        `${prefix}_KEY`,
        `${prefix}_IV`,
      ]);
      lines.forEach((line) => expect(line).toMatch(/^[A-Z_]+=[A-Za-z0-9+/]+=*$/));
      expect(stdout).not.toContain(token);
      expect(stderr).toBe('');

      // Exactly what .env.local will read.
      const env = parse(stdout);
      await expect(
        decryptToken({
          cipher: env[`${prefix}_CIPHER`] ?? '',
          key: env[`${prefix}_KEY`] ?? '',
          iv: env[`${prefix}_IV`] ?? '',
        }),
      ).resolves.toBe(token);
    },
  );

  it('prints only the three lines through npm run --silent, as the README says', async () => {
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'encrypt-token', '--', 'github', 'ghp_FAKE-viaNpm-not-a-real-token'],
      { cwd: ROOT },
    );
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split('=')[0]),
    ).toEqual([
      'REACT_APP_GITHUB_TOKEN_CIPHER',
      'REACT_APP_GITHUB_TOKEN_KEY',
      'REACT_APP_GITHUB_TOKEN_IV',
    ]);
    expect(stdout).not.toContain('ghp_FAKE-viaNpm-not-a-real-token');
  });

  it('reads the token from standard input when it is "-"', async () => {
    const child = execFile(TSX, [path.join(ROOT, 'scripts/encrypt-token/main.ts'), 'gitlab', '-'], {
      cwd: ROOT,
    });
    child.stdin?.end('glpat-FAKE.fromStdin.not.a.real.token\n');
    const stdout = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(output));
    });
    const env = parse(stdout);
    await expect(
      decryptToken({
        cipher: env.REACT_APP_GITLAB_TOKEN_CIPHER ?? '',
        key: env.REACT_APP_GITLAB_TOKEN_KEY ?? '',
        iv: env.REACT_APP_GITLAB_TOKEN_IV ?? '',
      }),
    ).resolves.toBe('glpat-FAKE.fromStdin.not.a.real.token');
  });

  it('gives a fresh key and iv on every call', async () => {
    const first = parse((await encryptTokenCli('github', 'same')).stdout);
    const second = parse((await encryptTokenCli('github', 'same')).stdout);
    expect(second.REACT_APP_GITHUB_TOKEN_KEY).not.toBe(first.REACT_APP_GITHUB_TOKEN_KEY);
    expect(second.REACT_APP_GITHUB_TOKEN_IV).not.toBe(first.REACT_APP_GITHUB_TOKEN_IV);
  });

  it('prints the usage on --help', async () => {
    const { stdout } = await encryptTokenCli('--help');
    expect(stdout).toMatch(/^Usage: npm run --silent encrypt-token -- github <token>/);
  });

  it.each([
    [['bitbucket', 'x'], /must be github or gitlab, not "bitbucket"/],
    [['github'], /The token is missing/],
    [[], /must be github or gitlab/],
    [['github', '--verbose', 'ghp_x'], /^Unknown option '--verbose'/],
  ])('refuses %p with usage on stderr and exit code 2', async (args, message) => {
    await expect(encryptTokenCli(...args)).rejects.toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(message),
    });
  });
});
