import type { Resume } from './content';
import { hasExperience } from './resumeSections';

const EMPTY: Resume = {
  basics: { profiles: [] },
  work: [],
  volunteer: [],
  education: [],
  certificates: [],
  awards: [],
  publications: [],
  skills: [],
  languages: [],
  interests: [],
  projects: [],
};

describe('hasExperience', () => {
  it('needs one entry in a section of the Experience tab', () => {
    expect(hasExperience(EMPTY)).toBe(false);
    expect(hasExperience({ ...EMPTY, languages: [{ language: 'French' }] })).toBe(true);
  });

  it('does not count the sections shown elsewhere (skills, projects)', () => {
    const elsewhere: Resume = {
      ...EMPTY,
      skills: [{ name: 'Backend', keywords: ['Go'] }],
      projects: [{ name: 'atlas', highlights: [], keywords: [] }],
    };
    expect(hasExperience(elsewhere)).toBe(false);
  });
});
