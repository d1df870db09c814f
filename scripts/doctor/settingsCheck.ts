/**
 * Check 1: every setting parses as the build parses it (parseConfig, tech-stack.json, the tokens'
 * format, the site's address, the resume's flags): one ✖ per part that does not, with the build's own message
 * (which names the variable and the fix), else one ✔. The demo (no config.github.username) is a ⚠:
 * the site builds, but shows someone else.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { countText } from '../../src/lib/logText';
import { SETTINGS } from '../../src/config/settingsTable';
import { OWNER_FILES } from '../pipeline/settings/ownerFiles';
import { fail, ok, warn, type Check, type CheckResult } from './checkResult';

export const settingsCheck: Check = ({ settings, root }) => {
  const results: CheckResult[] = settings.problems.map((problem) => fail('Settings', problem));
  const { config, techStack } = settings;
  if (results.length === 0 && config) {
    const files = [OWNER_FILES.settings, OWNER_FILES.localSettings].filter((file) =>
      existsSync(path.join(root, file)),
    );
    const read = files.length
      ? `${files.join(' and ')} ${files.length === 1 ? 'parses' : 'parse'}`
      : 'no .env (the defaults)';
    const tools = techStack
      ? `${OWNER_FILES.techStack} with ${countText(techStack.length, 'tool')}`
      : 'the default tech stack';
    results.push(
      ok(
        'Settings',
        `${read}: ${config.dataMode} mode, ${countText(config.languages.length, 'language')} ` +
          `(${config.languages.join(', ')}), ${tools}`,
      ),
    );
  }
  if (config?.demo) {
    results.push(
      warn(
        'Demo',
        `showing the demo portfolio (${SETTINGS.githubUsername.name} is empty)`,
        `Set ${SETTINGS.githubUsername.name} in .env (or run npm run setup).`,
      ),
    );
  }
  return Promise.resolve(results);
};
