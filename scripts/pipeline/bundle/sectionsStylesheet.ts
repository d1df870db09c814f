import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifyCss } from '../../lib/html/minifyCss';
import { CODE_ROOT } from '../settings/ownerFiles';

const SECTIONS_CSS_FILE = path.join(CODE_ROOT, 'src/features/sections/sections.css');
let minified: string | null = null;

/**
 * The owner's sections' styles as a page with sections carries them (the template's sectionStyles
 * transform): src/features/sections/sections.css, minified, read once.
 */
export function sectionsStylesheet(): string {
  minified ??= minifyCss(readFileSync(SECTIONS_CSS_FILE, 'utf8'));
  return minified;
}
