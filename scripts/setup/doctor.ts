/**
 * After writing .env, setup runs the doctor (scripts/doctor/main.ts) on the same owner's folder and
 * passes its exit code through: ✖ lines there make setup fail too.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CODE_ROOT, OWNER_DIR_VARIABLE } from '../pipeline/settings/ownerFiles';

export const TSX = path.join(CODE_ROOT, 'node_modules/.bin/tsx');
export const DOCTOR_SCRIPT = path.join(CODE_ROOT, 'scripts/doctor/main.ts');

export interface DoctorCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

/** Runs a command and resolves to its exit code (the tests inject their own). */
export type CommandRunner = (command: DoctorCommand) => Promise<number>;

/** The doctor, in setup's environment plus the owner's folder setup wrote to. */
export function doctorCommand(env: NodeJS.ProcessEnv, ownerDir: string): DoctorCommand {
  return {
    command: TSX,
    args: [DOCTOR_SCRIPT],
    cwd: CODE_ROOT,
    env: { ...env, [OWNER_DIR_VARIABLE]: ownerDir },
  };
}

/** Spawns with the terminal shared: the doctor's lines appear as it prints them. */
export const spawnCommand: CommandRunner = ({ command, args, cwd, env }) =>
  new Promise((resolve) => {
    const child = spawn(command, [...args], { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`✖ Could not run the doctor: ${error.message}`);
      resolve(1);
    });
    // Killed by a signal: a failure all the same.
    child.on('close', (code) => resolve(code ?? 1));
  });
