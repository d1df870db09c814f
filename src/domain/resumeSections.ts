/** Which parts of a resume the page has something to show for. */
import type { Resume } from './content';

/** The sections of the Experience tab, in résumé order. */
const EXPERIENCE_SECTIONS = [
  'work',
  'volunteer',
  'education',
  'certificates',
  'awards',
  'publications',
  'languages',
  'interests',
] as const satisfies readonly (keyof Resume)[];

/** Whether the Experience tab has any section: without one, there is no tab. */
export function hasExperience(resume: Resume): boolean {
  return EXPERIENCE_SECTIONS.some((section) => resume[section].length > 0);
}
