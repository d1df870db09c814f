/**
 * What the site tells link previews and crawlers, and its files beside the page: the title,
 * description, canonical, Open Graph and Twitter tags, the og:image card, the JSON-LD Person, 404.html,
 * the manifest and its icons, robots.txt and the sitemap. Their addresses depend on the base path and
 * on whether the build knows its full address.
 */
import { LINKEDIN_URL } from '../support/e2eSettings';
import { BOTH_SITES, useSnapshotSite } from '../support/snapshotSite';

describe.each(BOTH_SITES)('snapshot site $label: link previews and site files', (site) => {
  const { basePath, siteUrl, owner } = site;
  const title = `${owner.name} · Developer portfolio`;
  const session = useSnapshotSite(site);
  const content = (selector: string) =>
    session.page.locator(selector).first().getAttribute('content');

  it('names the owner, describes the page with the bio, and carries preview tags and a JSON-LD Person', async () => {
    const page = await session.visit();
    // The text as written: document.title would collapse whitespace.
    await expect(page.locator('title')).toHaveText(title);
    await expect(content('meta[name="description"]')).resolves.toBe(owner.bio);
    await expect(content('meta[property="og:type"]')).resolves.toBe('profile');
    await expect(content('meta[property="og:title"]')).resolves.toBe(title);
    await expect(content('meta[property="og:description"]')).resolves.toBe(owner.bio);
    await expect(content('meta[name="twitter:title"]')).resolves.toBe(title);
    await expect(content('meta[name="twitter:description"]')).resolves.toBe(owner.bio);
    const image = await content('meta[property="og:image"]');
    if (siteUrl) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl);
      await expect(content('meta[property="og:url"]')).resolves.toBe(siteUrl);
      expect(image).toBe(`${siteUrl}og-image.png`);
      await expect(content('meta[name="twitter:card"]')).resolves.toBe('summary_large_image');
      // The card is published beside the page: the same path here.
      const png = await page.request.get(`${session.url}og-image.png`);
      expect(png.status()).toBe(200);
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    } else {
      // Only the path is known: no canonical address, the avatar as the preview.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/avatars\/u\/\d+\?v=4$/);
    }
    const jsonLd: unknown = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: owner.name,
      description: owner.bio,
      url: siteUrl ?? 'https://github.com/octo-dev',
      // The crawler's copy of the picture: GitHub's (here the mock's) full-size image.
      image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/avatars\/u\/\d+\?v=4$/),
      sameAs: expect.arrayContaining(['https://github.com/octo-dev', LINKEDIN_URL]),
      worksFor: { '@type': 'Organization', name: owner.worksFor },
    });
  });

  it('sends a lost visitor to the page from 404.html', async () => {
    const { page } = await session.open();
    const response = await page.goto(`${session.url}no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('title')).toHaveText(`Page not found · ${title}`);
    await page.getByRole('link', { name: 'Go to the portfolio' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
  });

  it('serves the manifest and its icons, robots.txt and, with a full address, the sitemap', async () => {
    const page = await session.visit();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(`${basePath}manifest.webmanifest`);
    const manifest = (await (
      await page.request.get(new URL(manifestHref ?? '', session.url).href)
    ).json()) as { start_url: string; icons: { src: string; sizes: string }[] };
    expect(manifest.start_url).toBe(basePath);
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(new URL(icon.src, session.url).href);
      expect([icon.src, answer.status()]).toEqual([icon.src, 200]);
    }
    const robots = await (await page.request.get(`${session.url}robots.txt`)).text();
    expect(robots).toContain('User-agent: *');
    const sitemap = await page.request.get(`${session.url}sitemap.xml`);
    if (siteUrl) {
      expect(robots).toContain(`Sitemap: ${siteUrl}sitemap.xml`);
      await expect(sitemap.text()).resolves.toContain(`<loc>${siteUrl}</loc>`);
    } else {
      expect(sitemap.status()).toBe(404);
    }
  });
});
