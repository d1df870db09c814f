/**
 * Check 0: the Node.js the commands run on. The project is tested on the current LTS and the
 * maintenance LTS (package.json's engines names them first); below the oldest of them: ⚠, with the fix.
 */
import { ok, warn, type Check } from './checkResult';

/** The Node lines the project is tested on, the current LTS first (engines names them in this order). */
export const TESTED_NODE_LINES = [26, 24] as const;
const OLDEST_LTS = TESTED_NODE_LINES[TESTED_NODE_LINES.length - 1] ?? 24;
const CURRENT_LTS = TESTED_NODE_LINES[0];

const ITEM = 'Node';

export const nodeCheck: Check = ({ nodeVersion }) => {
  const major = Number(/^v?(\d+)\./.exec(nodeVersion)?.[1]);
  const version = nodeVersion.replace(/^v/, '');
  if (!Number.isInteger(major) || major < OLDEST_LTS) {
    return Promise.resolve([
      warn(
        ITEM,
        `${version}, below Node ${OLDEST_LTS}, the oldest LTS the project is tested on (Node 20 ended its life on 2026-04-30; it may still work, but nothing keeps it so)`,
        `Install Node ${CURRENT_LTS} (the current LTS) or ${OLDEST_LTS}, e.g. nvm install ${CURRENT_LTS}, and run npm ci again.`,
      ),
    ]);
  }
  const tested = (TESTED_NODE_LINES as readonly number[]).includes(major);
  return Promise.resolve([
    ok(
      ITEM,
      major === CURRENT_LTS
        ? `${version}, the current LTS`
        : tested
          ? `${version}, a maintenance LTS the project is tested on`
          : `${version}, newer than the lines the project is tested on (${TESTED_NODE_LINES.join(', ')})`,
    ),
  ]);
};
