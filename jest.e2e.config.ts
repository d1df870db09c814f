/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * `npm run test:e2e`: the built site in Debian's Chromium. The global setup builds it twice (snapshot
 * and live mode) against the local mock API; tests run one at a time, they share the machine's 2 cores
 * with the browser.
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default config;
