/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * `npm run test:e2e`: the built site in Debian's Chromium. The global setup builds it three times
 * against the local mock API (snapshot mode for /portfolio/ and for the root, live mode); the files
 * run one at a time, they share the machine's 2 cores with the browser. e2e/snapshot/ holds the
 * snapshot page's checks by concern, e2e/live.e2e.ts live mode's.
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
  setupFilesAfterEnv: ['<rootDir>/e2e/support/locatorMatchers.ts'],
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default config;
