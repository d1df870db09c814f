/**
 * Check 8: the CV the header offers (public/cv.pdf in the owner's folder). Missing, or still the demo's
 * file: ⚠ (the site builds, without a CV or with someone else's). Not a PDF: ✖ (visitors would
 * download something broken).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CV, OWNER_FILES } from '../pipeline/settings/ownerFiles';
import { fail, ok, warn, type Check } from './checkResult';

const ITEM = 'CV';

/** "812 bytes", "48.2 KB", "1.3 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const cvCheck: Check = ({ root, settings }) => {
  const file = path.join(root, OWNER_FILES.cv);
  if (!existsSync(file)) {
    const demo = settings.config?.demo ?? false;
    return Promise.resolve([
      warn(
        ITEM,
        `no CV: ${OWNER_FILES.cv} is missing` +
          (demo ? ' (the demo offers its own)' : ', so the page offers none'),
        `Add your CV as ${OWNER_FILES.cv}.`,
      ),
    ]);
  }
  const bytes = readFileSync(file);
  if (existsSync(DEMO_CV) && bytes.equals(readFileSync(DEMO_CV))) {
    return Promise.resolve([
      warn(
        ITEM,
        `${OWNER_FILES.cv} is still the demo's PDF`,
        `Replace ${OWNER_FILES.cv} with your own CV, or delete it to offer none.`,
      ),
    ]);
  }
  if (bytes.subarray(0, 4).toString('latin1') !== '%PDF') {
    return Promise.resolve([
      fail(
        ITEM,
        `${OWNER_FILES.cv} is not a PDF (${bytes.length === 0 ? 'it is empty' : 'it does not start with %PDF'})`,
        `Export your CV as PDF and save it as ${OWNER_FILES.cv}.`,
      ),
    ]);
  }
  return Promise.resolve([ok(ITEM, `${OWNER_FILES.cv} (${sizeText(bytes.length)})`)]);
};
