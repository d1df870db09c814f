/**
 * The scripts' options, read by node:util's parseArgs in strict mode: an unknown option, a stray
 * argument or a missing value is an error whose message names it. What parseArgs lets through, an
 * empty value (`--out=`), is refused here too, and every missing value reads the same way.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A wrong command line; `option` is the option whose value is missing, when that is the problem. */
export class CommandLineError extends Error {
  override name = 'CommandLineError';

  constructor(
    message: string,
    readonly option: string | null = null,
  ) {
    super(message);
  }
}

/** parseArgs' errors carry a code; anything else is a bug, not a wrong command line. */
function isParseArgsError(error: unknown): error is { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && typeof message === 'string'
  );
}

/** `Option '--out <value>' argument missing`, `Option '--out' argument is ambiguous. …` */
const MISSING_VALUE =
  /^Option '(?:-\w, )?--([\w-]+)(?: <value>)?' argument (?:missing|is ambiguous)/;

const needsValue = (option: string) => `--${option} needs a value`;

/** parseArgs with `strict` (the default, and the only mode allowed here) and readable errors. */
export function readCommandLine<const T extends ParseArgsConfig & { strict?: true }>(config: T) {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    if (!isParseArgsError(error)) throw error;
    const missing = MISSING_VALUE.exec(error.message)?.[1];
    if (missing) throw new CommandLineError(needsValue(missing), missing);
    throw new CommandLineError(error.message);
  }
  for (const [option, value] of Object.entries(parsed.values)) {
    if (value === '') throw new CommandLineError(needsValue(option), option);
  }
  return parsed;
}
