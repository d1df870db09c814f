/**
 * What the portfolio keeps of a Forgejo (Gitea, Codeberg) API v1 answer, and the minimal checks that
 * get it there. Every string of an answer is the instance's (or a user's) to choose: texts lose their
 * control and bidirectional-override characters and are cut to the lengths Forgejo itself allows;
 * names and logins must be what Forgejo accepts as one (they end up in request paths); numbers must be
 * whole and not negative; an item that fails a check it cannot do without is left out, not the list.
 * URLs are kept only as the page's URL rule (`safeUrl`, passed in: services sit before src/domain)
 * answers them: absolute http(s) addresses, else null.
 *
 * Shapes (Forgejo's modules/structs): User (user.go), Repository (repo.go), Organization (org.go),
 * UserHeatmapData (models/activities/user_heatmap.go), LanguageStatistics (a JSON object of bytes per
 * language), ServerVersion.
 */
import { z } from 'zod';

/** A user's or repository's name as Forgejo allows one (AlphaDashDot); never "." or "..". */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
export function isForgejoName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value) && value !== '.' && value !== '..';
}

/**
 * C0 and C1 controls, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) that make a text read differently from what it is.
 */
function isUnsafeCodePoint(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * `value` as a text of at most `max` code points, without unsafe characters (tabs and line breaks
 * become spaces), trimmed; "" for anything that is no string.
 */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  let out = '';
  let length = 0;
  for (const char of value) {
    if (length >= max) break;
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || code === 0x0d) out += ' ';
    else if (!isUnsafeCodePoint(code)) out += char;
    else continue;
    length += 1;
  }
  return out.trim();
}

/** An ISO time from Forgejo's (any UTC offset), in UTC; null for Go's zero time, the epoch or garbage. */
export function cleanTime(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
}

const MAX_COUNT = 1_000_000_000;
/** A whole number of things: 0 when absent or not one. */
const count = z.number().int().min(0).max(MAX_COUNT).catch(0);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const name = z.string().refine(isForgejoName);
const flag = z.boolean().catch(false);
const text = (max: number) => z.unknown().transform((value) => cleanText(value, max));
const time = z.unknown().transform(cleanTime);
/** Any value: what becomes of a URL is the page's rule's to say. */
const url = z.unknown();

/** Forgejo allows 25 topics of 50 characters each. */
const topics = z.unknown().transform((value) =>
  Array.isArray(value)
    ? value
        .slice(0, 25)
        .map((topic) => cleanText(topic, 50))
        .filter((topic) => topic !== '')
    : [],
);

export const versionSchema = z.object({ version: z.string() });

export const userSchema = z.object({
  id,
  login: name,
  full_name: text(100),
  description: text(255),
  location: text(50),
  website: url,
  avatar_url: url,
  html_url: url,
  created: time,
  followers_count: count,
  following_count: count,
});

export const repoSchema = z.object({
  id,
  name,
  full_name: z.string().max(201),
  /** The owner's `visibility`: a repository of a "limited" or private owner is not public. */
  owner: z.object({ login: name, visibility: z.unknown().optional() }),
  /** Checked by the caller: only `false` is public. */
  private: z.unknown(),
  /** true: visible to signed-in users of the instance only. */
  internal: z.unknown(),
  description: text(2048),
  html_url: url,
  website: url,
  language: text(100),
  topics,
  stars_count: count,
  forks_count: count,
  fork: flag,
  archived: flag,
  mirror: flag,
  template: flag,
  created_at: time,
  updated_at: time,
});

export const orgSchema = z.object({
  id,
  name,
  full_name: text(100),
  description: text(255),
  location: text(50),
  website: url,
  avatar_url: url,
  /** Checked by the caller: only "public" is shown. */
  visibility: z.unknown(),
});

export const heatmapEntrySchema = z.object({
  /** Unix seconds (15-minute buckets); up to the year 3000. */
  timestamp: z.number().int().min(0).max(32_503_680_000),
  contributions: z.number().int().min(0).max(MAX_COUNT),
});

/** The profile of a Forgejo user. */
export interface ForgejoUser {
  readonly id: number;
  readonly login: string;
  readonly fullName: string;
  readonly description: string;
  readonly location: string;
  readonly website: string | null;
  readonly avatarUrl: string | null;
  readonly htmlUrl: string | null;
  /** ISO, UTC. */
  readonly createdAt: string | null;
  readonly followers: number;
  readonly following: number;
}

/** A public repository (private and instance-internal ones never become one). */
export interface ForgejoRepo {
  readonly id: number;
  readonly owner: string;
  readonly name: string;
  /** `owner/name` */
  readonly fullName: string;
  readonly description: string;
  readonly htmlUrl: string | null;
  readonly website: string | null;
  /** The main language, "" when Forgejo found none. */
  readonly language: string;
  readonly topics: readonly string[];
  readonly stars: number;
  readonly forks: number;
  readonly fork: boolean;
  readonly archived: boolean;
  readonly mirror: boolean;
  readonly template: boolean;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
}

/** A public organization. */
export interface ForgejoOrg {
  readonly id: number;
  readonly name: string;
  readonly fullName: string;
  readonly description: string;
  readonly location: string;
  readonly website: string | null;
  readonly avatarUrl: string | null;
  /** Its page on the instance. */
  readonly htmlUrl: string | null;
}

export interface ForgejoOrgWithRepos {
  readonly org: ForgejoOrg;
  readonly repos: readonly ForgejoRepo[];
}

/** Bytes of code in one language of a repository. */
export interface ForgejoLanguage {
  readonly name: string;
  readonly bytes: number;
}

/** Contributions in one 15-minute bucket. */
export interface ForgejoHeatmapEntry {
  /** Unix seconds, the bucket's start. */
  readonly timestamp: number;
  readonly contributions: number;
}

/**
 * The user's heatmap: "disabled" when the instance does not serve it (`[service]
 * ENABLE_USER_HEATMAP = false`: the route answers 404). A user who keeps their activity private shows
 * an empty one to anybody else.
 */
export type ForgejoHeatmap =
  | { readonly status: 'enabled'; readonly entries: readonly ForgejoHeatmapEntry[] }
  | { readonly status: 'disabled' };
