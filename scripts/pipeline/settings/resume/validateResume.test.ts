/** @jest-environment node */
import sample from '@jsonresume/schema/sample.resume.json';
import publishedSchema from '@jsonresume/schema/schema.json';
import demo from '../../../../src/data/demo/resume.json';
import { resumeIssues, resumeProblem } from './validateResume';

const DATE_FIX = 'write YYYY, YYYY-MM or YYYY-MM-DD';
const REAL_DATE_FIX = `${DATE_FIX}, with a month from 01 to 12 and a day that exists in that month`;

describe('resumeProblem', () => {
  it('accepts the sample resume of @jsonresume/schema and the demo resume', () => {
    expect(resumeProblem(sample, 'sample.resume.json')).toBeNull();
    expect(resumeProblem(demo, 'src/data/demo/resume.json')).toBeNull();
  });

  it('accepts an empty resume and fields the standard does not name', () => {
    expect(resumeProblem({}, 'resume.json')).toBeNull();
    expect(
      resumeProblem(
        {
          basics: { name: 'Jo', pronouns: 'they/them', location: { planet: 'Earth' } },
          work: [{ name: 'Acme', team: { size: 4 } }],
          x_custom: [1, 'two'],
          meta: { theme: 'even' },
        },
        'resume.json',
      ),
    ).toBeNull();
  });

  it('names a date that is not one, with its place and the fix', () => {
    const resume = {
      work: [
        { name: 'A', startDate: '2020' },
        { name: 'B', startDate: 'March 2021' },
      ],
    };
    expect(resumeProblem(resume, 'resume.json')).toBe(
      `resume.json: work[1].startDate "March 2021" is not a date: ${DATE_FIX}`,
    );
  });

  it.each([
    ['2023-13', 'work[0].endDate', { work: [{ endDate: '2023-13' }] }],
    ['2023-02-30', 'education[0].startDate', { education: [{ startDate: '2023-02-30' }] }],
    ['2023-00', 'awards[0].date', { awards: [{ date: '2023-00' }] }],
    ['2023-04-31', 'certificates[0].date', { certificates: [{ date: '2023-04-31' }] }],
    [
      '2022-02-29',
      'publications[0].releaseDate',
      { publications: [{ releaseDate: '2022-02-29' }] },
    ],
    ['2021-06-31', 'projects[0].endDate', { projects: [{ endDate: '2021-06-31' }] }],
    ['2019-11-31', 'volunteer[0].startDate', { volunteer: [{ startDate: '2019-11-31' }] }],
  ])('names %s as not a real date at %s', (date, place, resume) => {
    expect(resumeProblem(resume, 'resume.json')).toBe(
      `resume.json: ${place} "${date}" is not a real date: ${REAL_DATE_FIX}`,
    );
  });

  it('accepts real dates, 29 February of a leap year included', () => {
    expect(
      resumeProblem({ work: [{ startDate: '2024-02-29', endDate: '2024-12' }] }, 'resume.json'),
    ).toBeNull();
  });

  it('checks every field the schema types with its date definition', () => {
    // A resume with "2023-13" in every date field of every section the schema has.
    const sections = Object.entries(publishedSchema.properties);
    const resume: Record<string, unknown> = {};
    let dateFields = 0;
    for (const [section, schema] of sections) {
      const itemProperties: Record<string, unknown> =
        'items' in schema && 'properties' in schema.items ? schema.items.properties : {};
      const entry = Object.fromEntries(
        Object.entries(itemProperties)
          .filter(([, field]) => JSON.stringify(field) === '{"$ref":"#/definitions/iso8601"}')
          .map(([field]) => [field, '2023-13']),
      );
      dateFields += Object.keys(entry).length;
      if (Object.keys(entry).length > 0) resume[section] = [entry];
    }
    expect(dateFields).toBe(11);
    const issues = resumeIssues(resume);
    expect(issues).toHaveLength(11);
    for (const issue of issues) expect(issue.text).toMatch(/^"2023-13" is not a real date: /);
  });

  it.each([
    [
      { work: 'Acme' },
      `resume.json: work is a text ("Acme") where a list is expected: write the entries in square brackets, e.g. "work": [{ … }, { … }]`,
    ],
    [
      { skills: [{ name: 'Go', keywords: 'Go, Rust' }] },
      `resume.json: skills[0].keywords is a text ("Go, Rust") where a list is expected: write the entries in square brackets, e.g. "keywords": ["…", "…"]`,
    ],
    [
      { basics: 'Jordan' },
      `resume.json: basics is a text ("Jordan") where an object is expected: write it in braces, e.g. "basics": { "name": "…" }`,
    ],
    [
      { education: [{ institution: 'U', score: 3.7 }] },
      `resume.json: education[0].score is a number (3.7) where a text is expected: write it as a text in double quotes, e.g. "score": "3.7"`,
    ],
    [
      { work: [{ name: 'A', highlights: ['ok', null] }] },
      `resume.json: work[0].highlights[1] is null where a text is expected: write it as a text in double quotes, e.g. "…"`,
    ],
    [
      { work: [{ startDate: 2021 }] },
      `resume.json: work[0].startDate is a number (2021) where a text is expected: write it as a text in double quotes, e.g. "startDate": "2021"`,
    ],
  ])('names a wrong type, what was expected and how to write it: %j', (resume, message) => {
    expect(resumeProblem(resume, 'resume.json')).toBe(message);
  });

  it('says a file that is not an object is not a resume', () => {
    expect(resumeProblem([{ basics: {} }], 'resume.json')).toBe(
      'resume.json holds a list where an object is expected: a JSON Resume is one object, e.g. { "basics": { "name": "…" }, "work": [ … ] }',
    );
    expect(resumeProblem('hello', 'resume.json')).toMatch(/^resume\.json holds a text \("hello"\)/);
  });

  it('names a bad URL, suggesting the scheme when it is missing', () => {
    expect(
      resumeProblem(
        { basics: { profiles: [{ network: 'X', url: 'example.org/jo' }] } },
        'resume.json',
      ),
    ).toBe(
      'resume.json: basics.profiles[0].url "example.org/jo" is not a full web address: write the full address with its scheme, e.g. "https://example.org/jo"',
    );
    expect(resumeProblem({ basics: { url: 'http://exa mple.org' } }, 'resume.json')).toBe(
      'resume.json: basics.url "http://exa mple.org" is not a full web address: write the full address with its scheme, e.g. "https://example.org/page"',
    );
  });

  it('names a bad e-mail address', () => {
    expect(resumeProblem({ basics: { email: 'jo at example.org' } }, 'resume.json')).toBe(
      'resume.json: basics.email "jo at example.org" is not an e-mail address: write it as name@domain, e.g. "you@example.org"',
    );
  });

  it('reports the first problem in the order of the file, and how many more there are', () => {
    const resume = JSON.parse(
      '{"basics": {"email": "nope"}, "work": [{"startDate": "2021-13"}, {"url": "x y"}], "skills": "many"}',
    ) as unknown;
    expect(resumeProblem(resume, 'resume.json')).toBe(
      'resume.json: basics.email "nope" is not an e-mail address: write it as name@domain, e.g. "you@example.org" (and 3 more problems after this one)',
    );
    expect(resumeIssues(resume).map((issue) => issue.pointer)).toEqual([
      '/basics/email',
      '/work/0/startDate',
      '/work/1/url',
      '/skills',
    ]);
    const reordered = JSON.parse('{"skills": "many", "basics": {"email": "nope"}}') as unknown;
    expect(resumeProblem(reordered, 'resume.json')).toMatch(
      /^resume\.json: skills is a text .* \(and 1 more problem after this one\)$/,
    );
  });

  it('quotes a value safely: control characters escaped, long texts cut', () => {
    const message = resumeProblem(
      { work: [{ startDate: `\u001b[31m${'x'.repeat(200)}` }] },
      'r.json',
    );
    expect(message).toContain('"\\u001b[31mxxx');
    expect(message).not.toContain('\u001b');
    expect(message).toMatch(/x…" is not a date/);
    expect(message?.length).toBeLessThan(150);
  });
});
