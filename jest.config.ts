/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { parseConfig } from './src/config/parseConfig';

const config: Config = {
  testEnvironment: '<rootDir>/test/jsdomWithFetch.ts',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/mock', '<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  transform: {
    '\\.(svg|png|jpe?g|gif|webp|pdf)$': '<rootDir>/test/fileTransform.cjs',
    '^.+\\.(m|c)?(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // @octokit/* and a few of their dependencies ship only ES modules, as does the Markdown pipeline
  // of the owner's sections (unified, remark, rehype and their micromark, mdast, hast and unist parts).
  transformIgnorePatterns: [
    '/node_modules/(?!(unified|bail|devlop|trough|vfile[\\w-]*|unist-[\\w-]+|mdast-[\\w-]+|hast-[\\w-]+|micromark[\\w-]*|remark-[\\w-]+|rehype-[\\w-]+|decode-named-character-reference|character-entities|ccount|longest-streak|zwitch|markdown-table|trim-lines|lowlight|is-plain-obj|@ungap/structured-clone|escape-string-regexp|@octokit|pdfjs-dist|parse5|entities|devicon|universal-user-agent|before-after-hook|content-type|json-with-bigint|@ant-design/colors)/)',
  ],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/styleStub.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/build/', '\\.e2e\\.'],
  // What webpack inlines for src/config (scripts/pipeline/bundle/webpackConfig.ts): the demo's settings, whatever the shell
  // or the owner's .env say (a test that needs others renders with its own).
  globals: { PORTFOLIO_CONFIG: parseConfig({}) },
  // Every core (jest's default leaves one free: a single worker on a 2-core machine, where the suite
  // then takes twice as long); with every core busy a CPU-heavy test (an avatar's JPEG, a PDF's text)
  // takes longer than jest's 5 s default allows, so the limit is 15 s.
  maxWorkers: '100%',
  testTimeout: 15_000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
