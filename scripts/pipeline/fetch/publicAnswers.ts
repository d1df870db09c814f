/**
 * What of an API answer the build may write to its HTTP cache. With a personal token, GitHub's
 * /user/repos and an organization's repositories list private ones, GitLab's owned, starred and group
 * lists private and internal ones, Forgejo's lists private repositories and organizations for members
 * only (and every user in them with the fields only that user sees), and GET /user counts the
 * owner's private repositories. The cache is
 * saved between workflow runs (actions/cache), where a pull request's run can restore and print it; so
 * only what the page may show is stored: lists without their non-public items, the profile without
 * its private counts, and nothing at all of an answer that is itself non-public. The same rules decide
 * what the page shows (src/domain/repoRules.ts), so a cached answer gives the page what a fresh one
 * would.
 */
import { isPublicOnGitLab, isPublicRepo } from '../../../src/domain/repoRules';

/**
 * Fields of GitHub's authenticated GET /user that only the owner may see: counts of private
 * repositories and gists, the plan (its private repository allowance), the disk used, 2FA.
 */
const PRIVATE_PROFILE_FIELDS = [
  'total_private_repos',
  'owned_private_repos',
  'private_gists',
  'disk_usage',
  'collaborators',
  'two_factor_authentication',
  'plan',
  'business_plus',
  'ldap_dn',
] as const;

/**
 * Fields of a Forgejo (Gitea) user that only the user's own token sees (services/convert/user.go
 * toUser: the account's login name and source, language, last login, admin and activity flags) and
 * the primary e-mail, which others see as `<login>@noreply.<host>` when the user keeps it private.
 * Forgejo writes every user, a repository's owner too, with `login_name`, which no GitHub user has.
 */
const FORGEJO_ACCOUNT_FIELDS = [
  'login_name',
  'source_id',
  'email',
  'language',
  'is_admin',
  'last_login',
  'active',
  'prohibit_login',
  'restricted',
] as const;

/** The list headers that count every item, the removed ones too: GitLab's, Forgejo's. */
export const COUNT_HEADERS: readonly string[] = ['x-total', 'x-total-pages', 'x-total-count'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether an item of an answer is a repository or project (or GitLab group) that is not public: GitHub
 * marks its repositories `private` (and `visibility`), GitLab its projects and groups `visibility`.
 * Anything else (a branch, a commit, an organization, a user) has neither and is kept.
 */
function isNonPublic(item: Json): boolean {
  const { private: isPrivate, visibility } = item;
  // Forgejo: a repository for the instance's users only, or one whose owner is "limited" or private.
  if (item.internal === true) return true;
  if (isObject(item.owner) && typeof item.owner.login_name === 'string') {
    const ownerVisibility = item.owner.visibility;
    if (typeof ownerVisibility === 'string' && ownerVisibility !== 'public') return true;
  }
  if (typeof isPrivate === 'boolean') {
    return !isPublicRepo({
      private: isPrivate,
      ...(typeof visibility === 'string' ? { visibility } : {}),
    });
  }
  if (typeof visibility === 'string') return !isPublicOnGitLab({ visibility }, true);
  return false;
}

/** The value with every Forgejo user in it (a repository's owner too) cut to its public fields. */
function withoutForgejoAccountFields(value: unknown): {
  readonly value: unknown;
  readonly changed: boolean;
} {
  if (Array.isArray(value)) {
    let changed = false;
    const kept = value.map((item: unknown) => {
      const inner = withoutForgejoAccountFields(item);
      changed ||= inner.changed;
      return inner.value;
    });
    return changed ? { value: kept, changed } : { value, changed };
  }
  if (!isObject(value)) return { value, changed: false };
  let changed = false;
  const isForgejoUser = typeof value.login_name === 'string';
  const kept: Json = {};
  for (const [field, item] of Object.entries(value)) {
    if (isForgejoUser && (FORGEJO_ACCOUNT_FIELDS as readonly string[]).includes(field)) {
      changed = true;
      continue;
    }
    const inner = withoutForgejoAccountFields(item);
    changed ||= inner.changed;
    kept[field] = inner.value;
  }
  return changed ? { value: kept, changed } : { value, changed };
}

export interface PublicAnswer {
  readonly body: Buffer;
  /** Whether items or fields were removed: the answer's count headers then go too. */
  readonly changed: boolean;
  /**
   * The GitHub repositories (`owner/name`) a list left out as non-public: one that turned private
   * since an earlier build has its branches and languages in the cache, which must go too.
   */
  readonly withheld?: readonly string[];
}

/**
 * The part of a 200 answer's body that may be stored, or null when none may (a non-public repository
 * or project asked for by name). A body that is not JSON is stored as it is: the API lanes answer JSON.
 */
export function publicPartOfAnswer(body: Buffer): PublicAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { body, changed: false };
  }
  if (Array.isArray(value)) {
    const kept = value.filter((item) => !isObject(item) || !isNonPublic(item));
    const scrubbed = withoutForgejoAccountFields(kept);
    if (kept.length === value.length && !scrubbed.changed) return { body, changed: false };
    const withheld = value.flatMap((item) =>
      isObject(item) && isNonPublic(item) && typeof item.full_name === 'string'
        ? [item.full_name]
        : [],
    );
    return {
      body: Buffer.from(JSON.stringify(scrubbed.value)),
      changed: true,
      ...(withheld.length > 0 ? { withheld } : {}),
    };
  }
  if (!isObject(value)) return { body, changed: false };
  if (isNonPublic(value)) return null;
  const found = PRIVATE_PROFILE_FIELDS.filter((field) => field in value);
  const kept = Object.fromEntries(
    Object.entries(value).filter(([field]) => !(found as readonly string[]).includes(field)),
  );
  const scrubbed = withoutForgejoAccountFields(kept);
  if (found.length === 0 && !scrubbed.changed) return { body, changed: false };
  return { body: Buffer.from(JSON.stringify(scrubbed.value)), changed: true };
}

/** A GraphQL node that is a non-public repository (GraphQL names it `isPrivate`). */
const isPrivateNode = (value: unknown): boolean => isObject(value) && value.isPrivate === true;

/** The value with every private repository node left out: from lists, and as a field (then null). */
function withoutPrivateNodes(value: unknown): {
  readonly value: unknown;
  readonly changed: boolean;
} {
  if (Array.isArray(value)) {
    let changed = false;
    const kept = value.flatMap((item: unknown) => {
      if (isPrivateNode(item)) {
        changed = true;
        return [];
      }
      const inner = withoutPrivateNodes(item);
      changed ||= inner.changed;
      return [inner.value];
    });
    return { value: kept, changed };
  }
  if (!isObject(value)) return { value, changed: false };
  let changed = false;
  const kept = Object.fromEntries(
    Object.entries(value).map(([field, item]) => {
      if (isPrivateNode(item)) {
        changed = true;
        return [field, null];
      }
      const inner = withoutPrivateNodes(item);
      changed ||= inner.changed;
      return [field, inner.value];
    }),
  );
  return { value: kept, changed };
}

/**
 * Whether a GraphQL answer is the owner's own view (the token's user is the user asked about): then
 * GitHub counts the owner's private contributions in it, and none of it may be stored.
 */
function isOwnView(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.data)) return false;
  const { viewer, user } = value.data;
  if (!isObject(viewer) || !isObject(user)) return false;
  const [asker, asked] = [viewer.login, user.login];
  return (
    typeof asker === 'string' &&
    typeof asked === 'string' &&
    asker.toLowerCase() === asked.toLowerCase()
  );
}

/**
 * The part of a GraphQL answer that may be stored (none of the owner's own view, see isOwnView): the answer without its private repository nodes
 * (a profile may pin a private repository, which its owner's token then sees). The contribution
 * calendar holds counts per day, and no names. A body that is not JSON is stored as it is.
 */
export function publicPartOfQueryAnswer(body: Buffer): PublicAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { body, changed: false };
  }
  if (isOwnView(value)) return null;
  const kept = withoutPrivateNodes(value);
  if (!kept.changed) return { body, changed: false };
  return { body: Buffer.from(JSON.stringify(kept.value)), changed: true };
}
