import type { PortfolioConfig } from '../config';
import type { ResumeBasics } from './content';
import type { Profile } from './model';
import { trimEndChar } from '../lib/text';
import { forgejoInstanceName, forgejoProfileUrl } from './forgejoInstance';

export interface ProfileLinks {
  readonly github: string | null;
  readonly gitlab: string | null;
  readonly email: string | null;
  readonly linkedin: string | null;
  readonly website: string | null;
  /** From the resume, and only when the owner asked for it (its resume flag). */
  readonly phone: string | null;
  /** The profile's other social accounts (Mastodon, X, Bluesky, …), shown as icon links. */
  readonly social: readonly SocialLink[];
}

export interface SocialLink {
  /** GitHub's provider name, lower-cased ("twitter", "mastodon", "generic", …). */
  readonly provider: string;
  /** What the link is called: "Mastodon", "X", or the site's host for a generic account. */
  readonly label: string;
  readonly url: string;
}

const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  bluesky: 'Bluesky',
  facebook: 'Facebook',
  hometown: 'Hometown',
  instagram: 'Instagram',
  mastodon: 'Mastodon',
  npm: 'npm',
  reddit: 'Reddit',
  twitch: 'Twitch',
  twitter: 'X',
  youtube: 'YouTube',
};

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The accounts besides LinkedIn (it has its own button) and the website (likewise), once each: GitHub
 * lets an owner list the same address twice.
 */
function socialLinks(
  accounts: readonly { provider: string; url: string; label?: string }[],
  shown: readonly (string | null)[],
): SocialLink[] {
  const seen = new Set(shown.filter((url): url is string => url !== null).map(comparable));
  const links: SocialLink[] = [];
  for (const { provider, url, label } of accounts) {
    if (provider === 'linkedin' || seen.has(comparable(url))) continue;
    seen.add(comparable(url));
    links.push({ provider, url, label: PROVIDER_LABELS[provider] ?? label ?? hostOf(url) });
  }
  return links;
}

function comparable(url: string): string {
  return trimEndChar(url.toLowerCase(), '/');
}

/**
 * The owner's name wherever the page says it (header, footer, title, card, JSON-LD, manifest, CV,
 * llms.txt, resume.json): the resume's (the owner wrote it on purpose), else GitHub's display name,
 * else the profile's login, else the configured one (the profile is loading, or failed); '' only when
 * none is known. Each copy says what stands in for an empty name.
 */
export function ownerName(
  profile: Pick<Profile, 'name' | 'login'> | null,
  config: { readonly github: { readonly username: string | null } },
  basics: Pick<ResumeBasics, 'name'> | null | undefined,
): string {
  return basics?.name || profile?.name?.trim() || profile?.login || config.github.username || '';
}

function ensureScheme(url: string): string {
  // GitHub's `blog` is free text and often lacks the scheme ("example.dev").
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/**
 * The owner's Forgejo (Gitea, Codeberg) profile, as one of their accounts: named after the instance
 * ("Codeberg"), shown with the other accounts and listed with them (JSON-LD sameAs, llms.txt).
 */
function forgejoAccount(config: PortfolioConfig) {
  const { url, username } = config.forgejo;
  return url && username
    ? [
        {
          provider: 'forgejo',
          url: forgejoProfileUrl(url, username),
          label: forgejoInstanceName(url),
        },
      ]
    : [];
}

export function gitlabProfileUrl(config: PortfolioConfig): string | null {
  const { url, username } = config.gitlab;
  return url && username ? `${url}/${username}` : null;
}

/** A resume's network name as GitHub names the provider: "X" and "Twitter" are one. */
function providerOf(network: string): string {
  const name = network.trim().toLowerCase();
  return name === 'x' ? 'twitter' : name;
}

/**
 * Header links: each from the resume when it gives one (the owner wrote it on purpose), else the
 * profile's, else the configured fallback, else none. Without a profile (still loading, or failed)
 * only the resume and the configured values are used. The resume's profiles join GitHub's social
 * accounts, each address once.
 */
export function profileLinks(
  profile: Profile | null,
  config: PortfolioConfig,
  resume: ResumeBasics | null = null,
): ProfileLinks {
  const username = profile?.login ?? config.github.username;
  const resumeAccounts = (resume?.profiles ?? []).flatMap(({ network, url }) =>
    url ? [{ provider: providerOf(network), url, label: network.trim() }] : [],
  );
  const website = resume?.url || profile?.websiteUrl || config.fallbacks.websiteUrl;
  const linkedin =
    resumeAccounts.find(({ provider }) => provider === 'linkedin')?.url ||
    profile?.linkedinUrl ||
    config.fallbacks.linkedinUrl;
  const links = {
    github:
      profile?.htmlUrl ?? (username ? githubProfileUrl(config.github.apiUrl, username) : null),
    gitlab: profile?.gitlabUrl || gitlabProfileUrl(config),
    email: resume?.email || profile?.email || config.fallbacks.email,
    linkedin: linkedin ? ensureScheme(linkedin) : null,
    website: website ? ensureScheme(website) : null,
    phone: resume?.phone ?? null,
  };
  return {
    ...links,
    social: socialLinks(
      // The third forge first: a forge beside the other two.
      [...forgejoAccount(config), ...(profile?.socialAccounts ?? []), ...resumeAccounts],
      [links.github, links.gitlab, links.linkedin, links.website],
    ),
  };
}

/**
 * The owner's pages elsewhere, in the header's order (GitHub, GitLab, LinkedIn, the website, the other
 * accounts): what the JSON-LD's sameAs and llms.txt list. The e-mail and the phone are contacts, not
 * pages.
 */
export function profilePages(
  links: ProfileLinks,
  websiteLabel: string,
): { readonly label: string; readonly url: string }[] {
  return [
    { label: 'GitHub', url: links.github },
    { label: 'GitLab', url: links.gitlab },
    { label: 'LinkedIn', url: links.linkedin },
    { label: websiteLabel, url: links.website },
    ...links.social,
  ].flatMap(({ label, url }) => (url ? [{ label, url }] : []));
}

/**
 * The web address that goes with a GitHub API base URL: api.github.com → github.com, GitHub
 * Enterprise's https://host/api/v3 → https://host. Organization links are built from it.
 */
export function githubWebUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (url.hostname === 'api.github.com') return 'https://github.com';
  // GitHub Enterprise Cloud with data residency: api.<subdomain>.ghe.com → <subdomain>.ghe.com
  if (/^api\.[^.]+\.ghe\.com$/.test(url.hostname)) return `https://${url.hostname.slice(4)}`;
  return `${url.origin}${trimEndChar(url.pathname.replace(/\/api\/v3\/?$/, ''), '/')}`;
}

/** The GitHub profile page of `login` on the configured instance. */
export function githubProfileUrl(apiUrl: string, login: string): string {
  return `${githubWebUrl(apiUrl)}/${encodeURIComponent(login)}`;
}
