import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The rooms and what each may import (docs/architecture.md). The page's data flows one way: settings
 * and lib → services → domain → data → hooks → components → features → app; a layer never imports a
 * later one, a feature never another feature, and the page never the build's or the tools' code nor
 * Node's modules. Tests may import anything.
 *
 * A feature keeps its page code in one folder, src/features/<feature>/: its components at the top,
 * its pure rules in rules/ (they sit with the domain: nothing later) and what it fetches in data/
 * (with the data layer: its rules and earlier layers). The data layer, which gathers every part the
 * build and live mode fetch, is the one shared room that reaches into a feature: its data/ and
 * rules/ only.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's rooms below its components, and the layer each sits with. */
const FEATURE_ROOMS = { rules: 'domain', data: 'data' };
/**
 * scripts/: the build pipeline, the Node helpers it shares with the tools (lib), and one folder per
 * tool (an npm script, or what several tools share, such as site/).
 */
const TOOLS = readdirSync(new URL('./scripts', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['pipeline', 'lib'].includes(entry.name))
  .map((entry) => `./scripts/${entry.name}`);
/** Where layers sit in that flow; lib and config (shared helpers and the settings) sit first. */
const LAYER_RANK = {
  lib: 0,
  config: 0,
  i18n: 0,
  services: 1,
  domain: 2,
  data: 3,
  hooks: 4,
  components: 5,
  features: 6,
  app: 7,
};

function boundaries() {
  const laterLayers = (layer) =>
    Object.entries(LAYER_RANK)
      .filter(([, rank]) => rank > LAYER_RANK[layer])
      .map(([name]) => `./src/${name}`);
  const zones = [
    // The page never reaches the build, the tools or the tests.
    {
      target: './src',
      from: ['./scripts', './mock', './test', './e2e'],
      message: 'The page (src/) may not import build, tool, mock or test code.',
    },
    // The build may import the page's shared code and scripts/lib, never a tool, the mock or a test.
    {
      target: './scripts/pipeline',
      from: [...TOOLS, './mock', './test', './e2e'],
      message:
        'The build (scripts/pipeline) may not import a tool, the mock API or a test: tools import the build, not the other way round.',
    },
    {
      target: './scripts/lib',
      from: ['./scripts/pipeline', ...TOOLS, './mock', './test', './e2e'],
      message: 'scripts/lib is shared by the build and the tools: it imports neither.',
    },
    // Tools may import the build, scripts/lib, the page's code and the mock API, never a test.
    ...TOOLS.map((tool) => ({
      target: tool,
      from: ['./test', './e2e'],
      message:
        'A tool may not import test code: what a tool and a test share belongs in mock/ (the mock API and its worlds) or scripts/site.',
    })),
    {
      target: './mock',
      from: ['./scripts', './test', './e2e'],
      message:
        'The mock API (mock/) is used by the tests and the tools: it imports only the page’s code.',
    },
    ...Object.keys(LAYER_RANK)
      .filter((layer) => laterLayers(layer).length > 0)
      .map((layer) => ({
        target: `./src/${layer}`,
        from: laterLayers(layer),
        // The data layer gathers the features' parts: their data/ and rules/, never their components.
        ...(layer === 'data'
          ? {
              except: FEATURES.flatMap((feature) =>
                ['data', 'rules'].map((room) => `./${feature}/${room}`),
              ),
            }
          : {}),
        message: `src/${layer} sits before these layers (settings → services → domain → data → hooks → components → features → app): move the shared code down, or pass it in.`,
      })),
    // A feature's rules and data sit with the domain and the data layer: nothing later, nothing of
    // their feature's later rooms.
    ...FEATURES.flatMap((feature) =>
      Object.entries(FEATURE_ROOMS).map(([room, layer]) => ({
        target: `./src/features/${feature}/${room}`,
        from: laterLayers(layer),
        except: Object.entries(FEATURE_ROOMS)
          .filter(([, other]) => LAYER_RANK[other] <= LAYER_RANK[layer])
          .map(([ownRoom]) => `./${feature}/${ownRoom}`),
        message: `src/features/${feature}/${room} sits with src/${layer} (settings → services → domain → data → hooks → components → features → app): it may import its feature's ${layer === 'data' ? 'rules' : 'rules only'} and earlier layers.`,
      })),
    ),
    ...FEATURES.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message:
        'A feature may not import another feature: move what they share to components, hooks or domain.',
    })),
  ];
  return [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^node:',
                message:
                  "The page runs in the browser: Node's modules belong to the build (scripts/).",
              },
            ],
          },
        ],
      },
    },
    {
      // One way to fail: core code throws (Stopped); only a command's entry point ends the process.
      files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
      ignores: ['scripts/**/main.ts', 'scripts/**/*Main.ts', '**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-properties': [
          'error',
          ...['exit', 'exitCode'].map((property) => ({
            object: 'process',
            property,
            message: 'Throw (Stopped) instead: only a command’s main.ts ends the process.',
          })),
        ],
      },
    },
    {
      // Tests may import anything.
      files: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**'],
      rules: { 'import-x/no-restricted-paths': 'off' },
    },
  ];
}

export default tseslint.config(
  { ignores: ['build/', 'coverage/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, regexp },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // API answers, feeds and settings are untrusted: no pattern may backtrack without bound (ReDoS).
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  ...boundaries(),
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
