/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * `npm run test:e2e`: the built site in Debian's Chromium. The global setup builds it four times
 * against the local mock API (snapshot mode for /portfolio/ and for the root, the owner's story, live
 * mode), two at a time; two files run at once, since much of a browser test waits (a timeout, the
 * network going idle) rather than computes. e2e/snapshot/ holds the snapshot page's checks by
 * concern, e2e/live.e2e.ts live mode's; only live mode's tests hold the mock API's port.
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  // Web-first assertions: expect(locator).toHaveText(…) and the like retry until the page agrees.
  setupFilesAfterEnv: [
    '<rootDir>/e2e/support/locatorMatchers.ts',
    // A timing check runs alone (e2e/snapshot/hydration.e2e.ts).
    '<rootDir>/e2e/support/machineTurns.ts',
  ],
  testTimeout: 90_000,
  maxWorkers: 2,
};

export default config;
