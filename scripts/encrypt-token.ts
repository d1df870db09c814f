/**
 * `npm run encrypt-token -- github|gitlab <token>`: prints the three lines live mode needs, for
 * .env.local. Only the KEY=VALUE lines go to stdout (npm's own "> portfolio@…" banner aside: add
 * --silent to drop it); usage errors go to stderr.
 */
import { encryptToken } from '../src/lib/tokenCipher';

const SERVICES = ['github', 'gitlab'] as const;
type Service = (typeof SERVICES)[number];

const USAGE =
  'Usage: npm run encrypt-token -- github <token>\n' +
  '       npm run encrypt-token -- gitlab <token>\n' +
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

async function main(args: readonly string[]): Promise<void> {
  const [service, token, ...extra] = args;
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
