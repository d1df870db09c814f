/**
 * One way to fail: core code throws a Stopped with the message that names the problem and the fix;
 * only a command's entry point (scripts/<command>/main.ts) prints it and exits. So a step's cleanups
 * run, and tests call the core without a process to spawn or an exit to stub.
 */
export class Stopped extends Error {
  override name = 'Stopped';

  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * An entry point's last word on a failure: a Stopped's message alone (the owner's problem, said in
 * full), anything else whole with its stack (a bug). The exit code for the entry point to exit with.
 */
export function reportFailure(
  error: unknown,
  print: (text: string) => void = console.error,
): number {
  if (error instanceof Stopped) {
    print(`\n${error.message}\n`);
    return error.exitCode;
  }
  print(error instanceof Error ? (error.stack ?? String(error)) : String(error));
  return 1;
}
