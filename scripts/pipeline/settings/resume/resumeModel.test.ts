/** @jest-environment node */
import sample from '@jsonresume/schema/sample.resume.json';
import { resumeModel, type ResumePrivacy } from './resumeModel';
import { LIST_LIMITS, TEXT_LIMITS } from './untrustedText';

const PRIVATE: ResumePrivacy = { showPhone: false, showAddress: false };
const PUBLIC: ResumePrivacy = { showPhone: true, showAddress: true };

const LOCATION = {
  address: '2712 Broadway St\nSuite 4',
  postalCode: 'CA 94115',
  city: 'San Francisco',
  region: 'California',
  countryCode: 'US',
};

describe('resumeModel', () => {
  it('gives empty lists for the sections the file does not have', () => {
    expect(resumeModel({}, PRIVATE)).toEqual({
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
    });
    expect(resumeModel('not an object', PRIVATE).work).toEqual([]);
  });

  it('maps the sample resume of @jsonresume/schema, section by section', () => {
    const resume = resumeModel(sample, PRIVATE);
    expect(resume.basics).toEqual({
      name: 'Richard Hendriks',
      label: 'Programmer',
      email: 'richard.hendriks@mail.com',
      url: 'http://richardhendricks.example.com/',
      summary: expect.stringMatching(/^Richard hails from Tulsa/),
      location: 'San Francisco, California, US',
      place: { city: 'San Francisco', region: 'California', countryCode: 'US' },
      profiles: [
        { network: 'Twitter', username: 'neutralthoughts', url: 'https://www.twitter.com/' },
        {
          network: 'SoundCloud',
          username: 'dandymusicnl',
          url: 'https://soundcloud.example.com/dandymusicnl',
        },
      ],
    });
    expect(resume.work).toEqual([
      {
        organization: 'Pied Piper',
        position: 'CEO/President',
        url: 'http://piedpiper.example.com/',
        location: 'Palo Alto, CA',
        summary: expect.stringMatching(/^Pied Piper is a multi-platform/),
        highlights: expect.arrayContaining(['Successfully won Techcrunch Disrupt']),
        startDate: '2013-12-01',
        endDate: '2014-12-01',
      },
    ]);
    expect(resume.volunteer[0]).toMatchObject({ organization: 'CoderDojo', position: 'Teacher' });
    expect(resume.education[0]).toMatchObject({
      institution: 'University of Oklahoma',
      studyType: 'Bachelor',
      score: '4.0',
      courses: ['DB1101 - Basic SQL', 'CS2011 - Java Introduction'],
    });
    expect(resume.awards[0]).toMatchObject({ title: 'Digital Compression Pioneer Award' });
    // The sample has no certificates.
    expect(resume.certificates).toEqual([]);
    expect(resume.publications).toEqual([
      {
        name: 'Video compression for 3d media',
        publisher: 'Hooli',
        releaseDate: '2014-10-01',
        url: 'http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)',
        summary: 'Innovative middle-out compression algorithm that changes the way we store data.',
      },
    ]);
    expect(resume.skills[0]).toMatchObject({
      name: 'Web Development',
      keywords: ['HTML', 'CSS', 'Javascript'],
    });
    expect(resume.languages[0]).toEqual({ language: 'English', fluency: 'Native speaker' });
    expect(resume.interests[0]).toMatchObject({ name: 'Wildlife' });
    expect(resume.projects).toEqual([
      {
        name: 'Miss Direction',
        description: 'A mapping engine that misguides you',
        highlights: expect.arrayContaining(['Won award at AIHacks 2016']),
        keywords: ['GoogleMaps', 'Chrome Extension', 'Javascript'],
        startDate: '2016-08-24',
        endDate: '2016-08-24',
        url: 'http://missdirection.example.com/',
      },
    ]);
  });

  it('keeps links only when they are http(s)', () => {
    const resume = resumeModel(
      {
        basics: {
          url: 'javascript:alert(1)',
          profiles: [
            { network: 'A', url: 'JavaScript:alert(1)' },
            { network: 'B', url: 'data:text/html,<script>alert(1)</script>' },
            { network: 'C', url: 'https://c.example.org/me' },
            { network: 'D', url: '//d.example.org' },
            { network: 'E', url: ` https://e.example.org/${'x'.repeat(2100)}` },
          ],
        },
        work: [{ name: 'W', url: 'vbscript:msgbox' }],
        certificates: [{ name: 'C', url: 'file:///etc/passwd' }],
        publications: [{ name: 'P', url: 'HTTPS://P.EXAMPLE.ORG/a b' }],
        projects: [{ name: 'Q', url: 'ftp://q.example.org' }],
        education: [{ institution: 'U', url: 'http://u.example.org' }],
      },
      PRIVATE,
    );
    expect(resume.basics.url).toBeUndefined();
    expect(resume.basics.profiles).toEqual([{ network: 'C', url: 'https://c.example.org/me' }]);
    expect(resume.work[0]?.url).toBeUndefined();
    expect(resume.certificates[0]?.url).toBeUndefined();
    expect(resume.publications[0]?.url).toBe('https://p.example.org/a%20b');
    expect(resume.projects[0]?.url).toBeUndefined();
    expect(resume.education[0]?.url).toBe('http://u.example.org/');
  });

  it('keeps the e-mail only when it is a plain address', () => {
    expect(resumeModel({ basics: { email: ' jo@example.org ' } }, PRIVATE).basics.email).toBe(
      'jo@example.org',
    );
    expect(
      resumeModel({ basics: { email: 'jo@example.org?bcc=x@example.org' } }, PRIVATE).basics.email,
    ).toBeUndefined();
  });

  it('hides the phone number, street address and postal code unless the settings allow them', () => {
    const json = { basics: { phone: ' +33 4 00 00 00 00 ', location: LOCATION } };
    const hidden = resumeModel(json, PRIVATE).basics;
    expect(hidden.phone).toBeUndefined();
    expect(hidden.location).toBe('San Francisco, California, US');
    expect(JSON.stringify(hidden)).not.toMatch(/Broadway|94115|\+33/);

    const shown = resumeModel(json, PUBLIC).basics;
    expect(shown.phone).toBe('+33 4 00 00 00 00');
    expect(shown.location).toBe(
      '2712 Broadway St, Suite 4, CA 94115 San Francisco, California, US',
    );
    expect(resumeModel(json, { showPhone: true, showAddress: false }).basics).toMatchObject({
      phone: '+33 4 00 00 00 00',
      location: 'San Francisco, California, US',
    });
    expect(resumeModel(json, { showPhone: false, showAddress: true }).basics.phone).toBeUndefined();
  });

  it('writes the location with whatever parts exist', () => {
    const locationOf = (location: object) =>
      resumeModel({ basics: { location } }, PRIVATE).basics.location;
    expect(locationOf({ city: 'Lyon', countryCode: 'FR' })).toBe('Lyon, FR');
    expect(locationOf({ region: ' Bavaria ' })).toBe('Bavaria');
    expect(locationOf({ address: 'Hidden 1' })).toBeUndefined();
    expect(locationOf({})).toBeUndefined();
  });

  it('takes the organization from work[].name, else the older company field', () => {
    const resume = resumeModel(
      {
        work: [
          { name: 'New', company: 'Old' },
          { company: ' Older Inc ' },
          { name: '  ', company: 'Fallback' },
        ],
      },
      PRIVATE,
    );
    expect(resume.work.map((role) => role.organization)).toEqual(['New', 'Older Inc', 'Fallback']);
  });

  it('skips the entries without their essential field', () => {
    const resume = resumeModel(
      {
        basics: { profiles: [{ url: 'https://x.example.org' }, { network: 'Bare' }, 'text'] },
        work: [{ position: 'No organization' }, { name: 'Kept' }],
        volunteer: [{ name: 'Wrong field' }, { organization: 'Kept' }],
        education: [{ area: 'No institution' }],
        certificates: [{ issuer: 'No name' }],
        awards: [{ awarder: 'No title' }],
        publications: [{ publisher: 'No name' }],
        skills: [{ keywords: ['No name'] }],
        languages: [{ fluency: 'No language' }],
        interests: [{ keywords: ['No name'] }],
        projects: [{ description: 'No name' }, null, 'text'],
      },
      PRIVATE,
    );
    expect(resume).toEqual({
      basics: { profiles: [] },
      work: [{ organization: 'Kept', highlights: [] }],
      volunteer: [{ organization: 'Kept', highlights: [] }],
      education: [],
      certificates: [],
      awards: [],
      publications: [],
      skills: [],
      languages: [],
      interests: [],
      projects: [],
    });
  });

  it('trims every text, makes empty ones absent and keeps only real dates', () => {
    const resume = resumeModel(
      {
        basics: { name: '  Jo  ', label: '', summary: ' \n ' },
        projects: [
          {
            name: ' Tool ',
            description: ' Does things. ',
            highlights: [' one ', '', ' '],
            keywords: [' Go ', 7],
            startDate: '2023-02-30',
            endDate: '2023-03',
          },
        ],
      },
      PRIVATE,
    );
    expect(resume.basics).toStrictEqual({ name: 'Jo', profiles: [] });
    expect(resume.projects).toStrictEqual([
      {
        name: 'Tool',
        description: 'Does things.',
        highlights: ['one'],
        keywords: ['Go'],
        endDate: '2023-03',
      },
    ]);
  });

  it('bounds the length of each text and the number of entries', () => {
    const long = 'x'.repeat(10_000);
    const resume = resumeModel(
      {
        basics: { name: long, summary: long },
        work: Array.from({ length: 80 }, (_, i) => ({
          name: `Org ${i}`,
          highlights: Array.from({ length: 60 }, () => long),
        })),
        skills: [{ name: 'S', keywords: Array.from({ length: 60 }, (_, i) => `k${i}`) }],
      },
      PRIVATE,
    );
    expect(Array.from(resume.basics.name ?? '')).toHaveLength(TEXT_LIMITS.label);
    expect(resume.basics.name?.endsWith('…')).toBe(true);
    expect(resume.basics.summary).toHaveLength(TEXT_LIMITS.paragraph);
    expect(resume.work).toHaveLength(LIST_LIMITS.entries);
    expect(resume.work[0]?.highlights).toHaveLength(LIST_LIMITS.items);
    expect(resume.work[0]?.highlights[0]).toHaveLength(TEXT_LIMITS.line);
    expect(resume.skills[0]?.keywords).toHaveLength(LIST_LIMITS.items);
    const profiles = Array.from({ length: 40 }, (_, i) => ({ network: `N${i}`, username: 'me' }));
    expect(resumeModel({ basics: { profiles } }, PRIVATE).basics.profiles).toHaveLength(
      LIST_LIMITS.profiles,
    );
  });

  it('keeps text as text: markup is not interpreted, only carried', () => {
    const resume = resumeModel({ basics: { summary: '<img src=x onerror=alert(1)>' } }, PRIVATE);
    expect(resume.basics.summary).toBe('<img src=x onerror=alert(1)>');
  });
});
