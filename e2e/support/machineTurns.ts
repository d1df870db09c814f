/**
 * Turns on the machine for the timing checks: two browser tests run at once on two cores, and a tap
 * timed while the other test's browser computes measures that browser, not the page. A timing check
 * runs `alone`: it waits until no other test runs, and no other test starts until it is done. Every
 * test says it is running (a file per worker) from its start to its end (the hooks below).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILDS_DIR } from './e2eSettings';

/** Inside the builds' folder, which each run's global setup empties. */
const DIR = path.join(BUILDS_DIR, 'turns');
const ALONE = path.join(DIR, 'alone');
const RUNNING = `running-${process.pid}`;
/** The longest a timing check waits for the other test to end. */
const WAIT_MS = 120_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Before each test: waits while a timing check runs alone, then says this test is running. */
export async function startTurn(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  for (;;) {
    // Said first, then checked: a timing check that starts meanwhile waits for this test.
    writeFileSync(path.join(DIR, RUNNING), '');
    if (!existsSync(ALONE)) return;
    rmSync(path.join(DIR, RUNNING), { force: true });
    await pause(200);
  }
}

export function endTurn(): void {
  rmSync(path.join(DIR, RUNNING), { force: true });
}

/** Runs `check` with no other test running: its timings are the page's. */
export async function alone<T>(check: () => Promise<T>): Promise<T> {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(ALONE, RUNNING);
  try {
    const deadline = Date.now() + WAIT_MS;
    const others = () =>
      readdirSync(DIR).filter((file) => file.startsWith('running-') && file !== RUNNING);
    while (others().length > 0 && Date.now() < deadline) await pause(200);
    return await check();
  } finally {
    rmSync(ALONE, { force: true });
  }
}

beforeEach(startTurn);
afterEach(endTurn);
