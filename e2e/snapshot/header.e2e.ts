/**
 * The header and the footer of the snapshot page: the owner, the profile links, and the CV, whose
 * address depends on the base path.
 */
import { readFileSync } from 'node:fs';
import { e2eSettings, LINKEDIN_URL, OWNER_BIO } from '../support/e2eSettings';
import { BOTH_SITES, MAIN_SITE, useSnapshotSite } from '../support/snapshotSite';

const { mockPort } = e2eSettings();

describe(`snapshot site ${MAIN_SITE.label}: header and footer`, () => {
  const session = useSnapshotSite(MAIN_SITE);

  it('shows the owner, every link and the footer', async () => {
    const page = await session.visit();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Octo Dev');
    await expect(page.locator('.profile-bio')).toHaveText(OWNER_BIO);
    await expect(page.locator('.profile-details')).toHaveText('Berlin, Germany · @acme-labs');
    await expect(page.locator('footer time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const nav = page.getByRole('navigation', { name: 'Profiles and contact' });
    const link = (name: string) => nav.getByRole('link', { name });
    await expect(link('GitHub')).toHaveAttribute('href', 'https://github.com/octo-dev');
    await expect(link('GitLab')).toHaveAttribute(
      'href',
      `http://127.0.0.1:${mockPort}/gitlab/octo-gl`,
    );
    await expect(link('E-mail')).toHaveAttribute('href', 'mailto:octo@example.org');
    // From the owner's GitHub social accounts, ahead of REACT_APP_LINKEDIN_URL.
    await expect(link('LinkedIn')).toHaveAttribute('href', LINKEDIN_URL);
    await expect(link('Mastodon')).toHaveAttribute('href', 'https://mastodon.social/@octodev');
    // GitHub's blog field, checked like every URL: the parser's form, with its slash.
    await expect(link('Website')).toHaveAttribute('href', 'https://octo.dev/');

    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Octo Dev`);
    await expect(footer.getByRole('link', { name: 'octo@example.org' })).toHaveAttribute(
      'href',
      'mailto:octo@example.org',
    );
  });
});

describe.each(BOTH_SITES)('snapshot site $label: the avatar', (site) => {
  const session = useSnapshotSite(site);

  it('is the site’s own copy: AVIF, WebP and JPEG at 1x and 2x under the base path, loaded first', async () => {
    const page = await session.visit();
    const avatar = page.getByRole('img', { name: `Avatar of ${site.owner.name}` });
    const file = (size: number, extension: string) =>
      `${site.basePath}static/media/avatar-${size}\\.[0-9a-f]{8}\\.${extension}`;
    const srcSet = (extension: string) =>
      new RegExp(`^${file(96, extension)} 1x, ${file(192, extension)} 2x$`);
    await expect(avatar).toHaveAttribute('src', new RegExp(`^${file(96, 'jpg')}$`));
    await expect(avatar).toHaveAttribute('srcset', srcSet('jpg'));
    await expect(avatar).toHaveAttribute('width', '96');
    await expect(avatar).toHaveAttribute('height', '96');
    await expect(avatar).toHaveAttribute('fetchpriority', 'high');
    const sources = page.locator('picture.profile-avatar-picture > source');
    await expect(
      sources.evaluateAll((all) => all.map((s) => s.getAttribute('type'))),
    ).resolves.toEqual(['image/avif', 'image/webp']);
    await expect(sources.first()).toHaveAttribute('srcset', srcSet('avif'));
    // Decoded, at the density the browser chose (1x here), from the site's own origin.
    const loaded = await avatar.evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      url: image.currentSrc,
    }));
    expect(loaded.width).toBe(96);
    expect(new URL(loaded.url).origin).toBe(new URL(session.url).origin);
    expect(loaded.url).toMatch(/\.avif$/);
  });
});

describe.each(BOTH_SITES)('snapshot site $label: the CV', (site) => {
  const session = useSnapshotSite(site);

  it('links a CV under the base path that is a real PDF', async () => {
    const page = await session.visit();
    const cv = page.getByRole('link', { name: 'Download CV' });
    await expect(cv).toHaveAttribute('href', `${site.basePath}cv.pdf`);
    const [download] = await Promise.all([page.waitForEvent('download'), cv.click()]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
