/**
 * `npm run --silent encrypt-token -- github|gitlab <token>`: prints the three lines live mode needs, for
 * .env.local. Only the KEY=VALUE lines go to stdout; usage errors go to stderr. Without --silent npm
 * prints its own banner first, and that banner repeats the arguments, token included. A token of "-"
 * is read from standard input instead, which keeps it out of the banner and the shell history.
 */
import { encryptToken } from '../../src/lib/tokenCipher';
import { CommandLineError, readCommandLine } from '../lib/cli/commandLine';

const SERVICES = ['github', 'gitlab'] as const;
type Service = (typeof SERVICES)[number];

const USAGE =
  'Usage: npm run --silent encrypt-token -- github <token>\n' +
  '       npm run --silent encrypt-token -- gitlab <token>\n' +
  '       (a token of "-" is read from standard input)\n' +
  'Prints REACT_APP_<SERVICE>_TOKEN_CIPHER, _KEY and _IV for .env.local (live mode only).';

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

export async function encryptTokenLines(service: Service, token: string): Promise<string[]> {
  const { cipher, key, iv } = await encryptToken(token);
  const prefix = `REACT_APP_${service.toUpperCase()}_TOKEN`;
  return [`${prefix}_CIPHER=${cipher}`, `${prefix}_KEY=${key}`, `${prefix}_IV=${iv}`];
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

/** The positionals; --help (or -h) prints the usage. Any other option is a mistake, not a token. */
function readArguments(argv: readonly string[]): readonly string[] {
  try {
    const { values, positionals } = readCommandLine({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return positionals;
  } catch (error) {
    if (error instanceof CommandLineError) fail(error.message);
    throw error;
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const [service, given, ...extra] = readArguments(argv);
  const token = given === '-' ? await readStdin() : given;
  if (!service || !SERVICES.includes(service as Service)) {
    fail(`The first argument must be github or gitlab${service ? `, not "${service}"` : ''}.`);
  }
  if (!token) fail('The token is missing.');
  if (extra.length > 0 || /\s/.test(token)) fail('Give the token as one argument, without spaces.');
  const lines = await encryptTokenLines(service as Service, token);
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
