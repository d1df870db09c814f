import type { Profile } from '../../../src/domain/model';
import { ENGLISH } from '../../../src/i18n/english';
import type { PageLocale } from '../../../src/i18n/locale';
import { EN } from '../../../src/i18n/messages';
import { HOSTILE_PROFILE } from '../../../mock/worlds/hostileProfile';
import { RESUME } from '../../../test/fixtures/resume';
import {
  elementsOf,
  findElements,
  getAttribute,
  hasTag,
  headOf,
  parseDocument,
  requireElement,
  serializeDocument,
  textOf,
  type HtmlDocument,
} from '../../lib/html/document';
import {
  applySiteMeta,
  companyName,
  personJsonLd,
  siteMeta,
  type HeadTag,
  type SiteMeta,
} from './siteMeta';

const profile: Profile = {
  login: 'ada',
  name: 'Ada <Lovelace>',
  avatarUrl: 'https://avatars.githubusercontent.com/u/1?v=4',
  htmlUrl: 'https://github.com/ada',
  email: null,
  websiteUrl: 'https://ada.example',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  gitlabUrl: null,
  bio: 'Writes "engines" & notes.',
  company: '@analytical',
  location: 'London',
};

const SITE = 'https://ada.github.io/portfolio/';
/** The owner's pages as the header links them (profilePages), twice the same one. */
const SAME_AS = [
  'https://github.com/ada',
  'https://www.linkedin.com/in/ada',
  'https://ada.example',
  'https://github.com/ada',
];
/** What siteMeta is given of the owner: the profile, its name and pages as the page shows them. */
const ada = { profile, name: 'Ada <Lovelace>', sameAs: SAME_AS };
/** personJsonLd's input without a site address or an image. */
const PERSON = { name: 'Ada <Lovelace>', siteUrl: null, image: null, sameAs: SAME_AS };
const CARD = { url: `${SITE}og-image.png`, width: 1200, height: 630, alt: 'card' };

/** The content of the meta tag whose `name` or `property` is `key`. */
const content = (tags: readonly HeadTag[], key: string) =>
  tags.find(({ attributes }) => attributes.name === key || attributes.property === key)?.attributes
    .content;

describe('siteMeta', () => {
  it('names the owner in the title and describes the page with the bio', () => {
    const meta = siteMeta({ ...ada, siteUrl: SITE, image: CARD });
    expect(meta.title).toBe('Ada <Lovelace> · Developer portfolio');
    expect(meta.description).toBe('Writes "engines" & notes.');
  });

  it('gives canonical, Open Graph and Twitter tags with absolute URLs, the values as written', () => {
    const { tags } = siteMeta({ ...ada, siteUrl: SITE, image: CARD });
    expect(tags[0]).toEqual({ tag: 'link', attributes: { rel: 'canonical', href: SITE } });
    expect(content(tags, 'og:type')).toBe('profile');
    expect(content(tags, 'og:title')).toBe('Ada <Lovelace> · Developer portfolio');
    expect(content(tags, 'og:description')).toBe('Writes "engines" & notes.');
    expect(content(tags, 'og:url')).toBe(SITE);
    expect(content(tags, 'og:image')).toBe(`${SITE}og-image.png`);
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('has no canonical or og:url without a full address, and previews with the avatar', () => {
    const { tags } = siteMeta({
      ...ada,
      siteUrl: null,
      image: { url: profile.avatarUrl ?? '', alt: 'Ada' },
    });
    expect(tags.some(({ attributes }) => attributes.rel === 'canonical')).toBe(false);
    expect(content(tags, 'og:url')).toBeUndefined();
    expect(content(tags, 'og:image')).toBe(profile.avatarUrl);
    expect(content(tags, 'twitter:card')).toBe('summary');
  });

  it('falls back to the login and a generic description without a profile', () => {
    const meta = siteMeta({ profile: null, name: 'ada', sameAs: [], siteUrl: null, image: null });
    expect(meta.title).toBe('ada · Developer portfolio');
    expect(meta.description).toMatch(/^Developer portfolio of ada: /);
    expect(meta.jsonLd).toBeNull();
  });
});

describe('siteMeta in several languages', () => {
  const german: PageLocale = {
    ...ENGLISH,
    language: 'de',
    messages: { ...EN, 'site.title': '{name} · Entwickler-Portfolio' },
  };
  const alternates = [
    { language: 'en', href: SITE },
    { language: 'de', href: `${SITE}de/` },
  ];

  it("titles the page in its language and names its locale and the others'", () => {
    const meta = siteMeta({
      ...ada,
      siteUrl: `${SITE}de/`,
      image: CARD,
      locale: german,
      alternates,
    });
    expect(meta.title).toBe('Ada <Lovelace> · Entwickler-Portfolio');
    expect(content(meta.tags, 'og:locale')).toBe('de_DE');
    expect(
      meta.tags
        .filter(({ attributes }) => attributes.property === 'og:locale:alternate')
        .map(({ attributes }) => attributes.content),
    ).toEqual(['en_US']);
  });

  it('links every language and the default with hreflang, and none for one language', () => {
    const links = (tags: readonly HeadTag[]) =>
      tags
        .filter(({ attributes }) => attributes.rel === 'alternate')
        .map(({ attributes }) => [attributes.hreflang, attributes.href]);
    const meta = siteMeta({ ...ada, siteUrl: SITE, image: CARD, alternates });
    expect(links(meta.tags)).toEqual([
      ['en', SITE],
      ['de', `${SITE}de/`],
      ['x-default', SITE],
    ]);
    expect(content(meta.tags, 'og:locale')).toBe('en_US');
    expect(links(siteMeta({ ...ada, siteUrl: SITE, image: CARD }).tags)).toEqual([]);
  });

  it('names no hreflang alternate when the site’s address is unknown: a relative one is invalid', () => {
    const relative = [
      { language: 'en', href: '/portfolio/' },
      { language: 'de', href: '/portfolio/de/' },
    ];
    const meta = siteMeta({
      ...ada,
      siteUrl: null,
      image: null,
      alternates: relative,
    });
    expect(meta.tags.filter(({ attributes }) => attributes.hreflang !== undefined)).toEqual([]);
    // The languages are still named for link previews.
    expect(content(meta.tags, 'og:locale:alternate')).toBe('de_DE');
  });
});

describe('personJsonLd with a resume', () => {
  it("adds the job, the current employer, schools, credentials and skills, the resume's facts first", () => {
    const person = personJsonLd(profile, {
      ...PERSON,
      name: 'Jordan Doe',
      siteUrl: SITE,
      resume: RESUME,
    });
    expect(person).toMatchObject({
      name: 'Jordan Doe',
      description: 'Builds data pipelines that stay up.',
      jobTitle: 'Backend engineer',
      worksFor: {
        '@type': 'Organization',
        name: 'Example Mobility',
        url: 'https://mobility.example.com',
      },
      homeLocation: { '@type': 'Place', name: 'Lyon, FR' },
      alumniOf: [
        {
          '@type': 'EducationalOrganization',
          name: 'Université Example',
          url: 'https://univ.example.org',
        },
      ],
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          name: 'CKA',
          recognizedBy: { '@type': 'Organization', name: 'CNCF' },
          url: 'https://cncf.example',
        },
      ],
      knowsAbout: ['Go', 'PostgreSQL', 'Kafka', 'TypeScript'],
    });
  });

  it('keeps GitHub’s company when the resume has no current job', () => {
    const ended = { ...RESUME, work: RESUME.work.map((role) => ({ ...role, endDate: '2024' })) };
    expect(personJsonLd(profile, { ...PERSON, siteUrl: SITE, resume: ended }).worksFor).toEqual({
      '@type': 'Organization',
      name: 'analytical',
    });
  });

  it('describes the page with the summary and names it after the resume', () => {
    const meta = siteMeta({
      ...ada,
      name: 'Jordan Doe',
      siteUrl: SITE,
      image: CARD,
      resume: RESUME,
    });
    expect(meta.title).toBe('Jordan Doe · Developer portfolio');
    expect(meta.description).toBe('Builds data pipelines that stay up.');
  });

  it('leads the description with what work the owner is looking for, and says it in the JSON-LD', () => {
    const open = 'Backend roles · remote or <Berlin>';
    const meta = siteMeta({ ...ada, siteUrl: SITE, image: CARD, openToWork: open });
    expect(meta.description).toBe(`Open to work: ${open}. Writes "engines" & notes.`);
    expect(content(meta.tags, 'og:description')).toBe(meta.description);
    expect(meta.jsonLd?.seeks).toEqual({ '@type': 'Demand', description: open });
    expect(siteMeta({ ...ada, siteUrl: SITE, image: CARD }).jsonLd).not.toHaveProperty('seeks');
  });
});

describe('personJsonLd', () => {
  it('describes the owner as a schema.org Person with every profile link, each once', () => {
    expect(personJsonLd(profile, { ...PERSON, siteUrl: SITE, image: profile.avatarUrl })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada <Lovelace>',
      alternateName: 'ada',
      description: 'Writes "engines" & notes.',
      image: profile.avatarUrl,
      url: SITE,
      sameAs: ['https://github.com/ada', 'https://www.linkedin.com/in/ada', 'https://ada.example'],
      worksFor: { '@type': 'Organization', name: 'analytical' },
      homeLocation: { '@type': 'Place', name: 'London' },
    });
  });

  it('leaves out worksFor without a company, and uses the GitHub page without a site URL', () => {
    const person = personJsonLd({ ...profile, company: null }, PERSON);
    expect(person).not.toHaveProperty('worksFor');
    expect(person).not.toHaveProperty('image');
    expect(person.url).toBe('https://github.com/ada');
  });
});

describe('companyName', () => {
  it('drops the @ of an organization mention', () => {
    expect(companyName('@acme-labs')).toBe('acme-labs');
    expect(companyName(' Acme Ltd ')).toBe('Acme Ltd');
    expect(companyName('@')).toBeNull();
    expect(companyName(null)).toBeNull();
  });
});

describe('applySiteMeta', () => {
  const TEMPLATE =
    '<!doctype html><html><head><meta charset=utf-8><meta name=description content="Old text">' +
    '<title>Portfolio</title></head><body><div id=root></div></body></html>';
  const hostile: Profile = { ...profile, ...HOSTILE_PROFILE };

  function applied(template: string, meta: SiteMeta): HtmlDocument {
    const document = parseDocument(template);
    applySiteMeta(document, meta);
    // What a browser reads: the written page, parsed again.
    return parseDocument(serializeDocument(document));
  }

  it('replaces the title and the description, and adds the tags to the head', () => {
    const page = applied(TEMPLATE, {
      title: 'A & B',
      description: 'New',
      tags: [{ tag: 'meta', attributes: { name: 'x', content: 'y' } }],
      jsonLd: null,
    });
    expect(serializeDocument(page)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="description" content="New">' +
        '<title>A &amp; B</title><meta name="x" content="y"></head><body><div id="root"></div></body></html>',
    );
  });

  it('adds a title and a description when the template has none', () => {
    const page = applied('<head></head>', { title: 't', description: 'd', tags: [], jsonLd: null });
    expect(serializeDocument(page)).toContain(
      '<title>t</title><meta name="description" content="d">',
    );
  });

  it('writes a hostile profile exactly as it is, and no element the template did not have', () => {
    const meta = siteMeta({
      profile: hostile,
      name: HOSTILE_PROFILE.name,
      sameAs: [],
      siteUrl: SITE,
      image: CARD,
    });
    const page = applied(TEMPLATE, meta);
    const head = headOf(page);
    const title = `${HOSTILE_PROFILE.name} · Developer portfolio`;
    expect(textOf(requireElement(head, hasTag('title'), 'title'))).toBe(title);
    const metaContent = (key: string) => {
      const element = requireElement(
        head,
        (e) => getAttribute(e, 'name') === key || getAttribute(e, 'property') === key,
        key,
      );
      return getAttribute(element, 'content');
    };
    expect(metaContent('description')).toBe(HOSTILE_PROFILE.bio);
    expect(metaContent('og:title')).toBe(title);
    expect(metaContent('og:description')).toBe(HOSTILE_PROFILE.bio);
    expect(metaContent('twitter:title')).toBe(title);
    expect(metaContent('twitter:description')).toBe(HOSTILE_PROFILE.bio);
    const jsonLd = requireElement(head, (e) => e.tagName === 'script', 'JSON-LD');
    expect(JSON.parse(textOf(jsonLd))).toMatchObject({
      name: HOSTILE_PROFILE.name,
      description: HOSTILE_PROFILE.bio,
      worksFor: { name: HOSTILE_PROFILE.company.slice(1) },
      homeLocation: { name: HOSTILE_PROFILE.location },
    });
    // Exactly the template's elements and the tags siteMeta gave, in order: nothing else.
    expect([...elementsOf(page)].map((element) => element.tagName)).toEqual([
      'html',
      'head',
      'meta',
      'meta',
      'title',
      ...meta.tags.map(({ tag }) => tag),
      'script',
      'body',
      'div',
    ]);
    expect(findElements(page, (element) => getAttribute(element, 'http-equiv') !== null)).toEqual(
      [],
    );
  });
});
