/** `npm run docs:settings`: writes docs/settings.md from src/config/settingsTable.ts. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS_REFERENCE_FILE, settingsReference } from './settingsReference';

const ROOT = path.resolve(__dirname, '../..');

writeFileSync(path.join(ROOT, SETTINGS_REFERENCE_FILE), settingsReference());
console.log(`Wrote ${SETTINGS_REFERENCE_FILE}`);
