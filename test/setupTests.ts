import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOwnerVariable } from '../scripts/lib/cli/childEnv';
import { OWNER_DIR_VARIABLE } from '../scripts/pipeline/settings/ownerFiles';
import { ENGLISH } from '../src/i18n/english';
import { setFallbackLocale } from '../src/i18n/I18nContext';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: the suite runs on every core, and a
// panel's lazy chunk and its data then take longer than a second to arrive on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// antd reads these browser APIs that jsdom lacks.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Components rendered outside <AppProviders locale> speak English, as an English page does.
setFallbackLocale(ENGLISH);

// Tests test the code, not the owner's setup: none of the owner's settings from the shell that ran
// jest (REACT_APP_*, tokens, RESUME_*, PUBLIC_URL, …), and the owner's files (.env, resume.json,
// public/cv.pdf, tech-stack.json) read from an empty folder unless a test names its own.
for (const name of Object.keys(process.env)) {
  if (isOwnerVariable(name)) Reflect.deleteProperty(process.env, name);
}
const emptyOwnerDir = mkdtempSync(path.join(tmpdir(), 'portfolio-no-owner-'));
process.env[OWNER_DIR_VARIABLE] = emptyOwnerDir;
afterAll(() => rmSync(emptyOwnerDir, { recursive: true, force: true }));
