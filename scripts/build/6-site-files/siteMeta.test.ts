import type { Profile } from '../../../src/domain/model';
import { applySiteMeta, companyName, personJsonLd, siteMeta } from './siteMeta';

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
const CARD = { url: `${SITE}og-image.png`, width: 1200, height: 630, alt: 'card' };

describe('siteMeta', () => {
  it('names the owner in the title and describes the page with the bio', () => {
    const meta = siteMeta({ profile, login: 'ada', siteUrl: SITE, image: CARD });
    expect(meta.title).toBe('Ada <Lovelace> · Developer portfolio');
    expect(meta.description).toBe('Writes "engines" & notes.');
  });

  it('writes canonical, Open Graph and Twitter tags with absolute URLs, escaped', () => {
    const { tags } = siteMeta({ profile, login: 'ada', siteUrl: SITE, image: CARD });
    expect(tags).toContain(`<link rel="canonical" href="${SITE}" />`);
    expect(tags).toContain('<meta property="og:type" content="profile" />');
    expect(tags).toContain(
      '<meta property="og:title" content="Ada &lt;Lovelace&gt; · Developer portfolio" />',
    );
    expect(tags).toContain(
      '<meta property="og:description" content="Writes &quot;engines&quot; &amp; notes." />',
    );
    expect(tags).toContain(`<meta property="og:url" content="${SITE}" />`);
    expect(tags).toContain(`<meta property="og:image" content="${SITE}og-image.png" />`);
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('has no canonical or og:url without a full address, and previews with the avatar', () => {
    const { tags } = siteMeta({
      profile,
      login: 'ada',
      siteUrl: null,
      image: { url: profile.avatarUrl ?? '', alt: 'Ada' },
    });
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
    expect(tags).toContain(`<meta property="og:image" content="${profile.avatarUrl ?? ''}" />`);
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('falls back to the login and a generic description without a profile', () => {
    const meta = siteMeta({ profile: null, login: 'ada', siteUrl: null, image: null });
    expect(meta.title).toBe('ada · Developer portfolio');
    expect(meta.description).toMatch(/^Developer portfolio of ada: /);
    expect(meta.tags).not.toContain('ld+json');
  });

  it('embeds the JSON-LD so that no markup can end its script', () => {
    const { tags } = siteMeta({
      profile: { ...profile, bio: '</script><script>alert(1)</script>' },
      login: 'ada',
      siteUrl: SITE,
      image: CARD,
    });
    const json = /<script type="application\/ld\+json">(.*)<\/script>$/.exec(tags)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ description: '</script><script>alert(1)</script>' });
  });
});

describe('personJsonLd', () => {
  it('describes the owner as a schema.org Person with every profile link', () => {
    expect(personJsonLd(profile, SITE, profile.avatarUrl)).toEqual({
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
    const person = personJsonLd({ ...profile, company: null }, null, null);
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
  it('replaces the title and the minified description, and adds the tags to the head', () => {
    const html =
      '<html><head><meta name=description content="Old text"><title>Portfolio</title></head><body></body></html>';
    const page = applySiteMeta(html, { title: 'A & B', description: 'New', tags: '<meta x />' });
    expect(page).toBe(
      '<html><head><meta name="description" content="New" /><title>A &amp; B</title><meta x /></head><body></body></html>',
    );
  });

  it('adds a description when the template has none', () => {
    const page = applySiteMeta('<head><title>x</title></head>', {
      title: 't',
      description: 'd',
      tags: '',
    });
    expect(page).toBe('<head><title>t</title><meta name="description" content="d" /></head>');
  });
});
