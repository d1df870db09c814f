/**
 * GitHub's GraphQL API answers `data` and `errors` together when part of a query fails (a repository
 * of an organization that enforces SAML single sign-on the token is not authorized for: that field
 * is null, and an error with type FORBIDDEN names its path). @octokit/graphql throws a
 * GraphqlResponseError on any `errors` entry, data or not; the data it came with is on `.data`.
 * graphqlData keeps that data, with each error as one printable line, and fails only when there is
 * none to use. https://docs.github.com/graphql/guides/forming-calls-with-graphql
 */
import { withoutInvisible } from '../../lib/invisibleCharacters';
import { ApiError, type ApiFailureKind } from '../apiError';

export interface GraphqlAnswer<T> {
  readonly data: T;
  /** One line per error GitHub sent with the data: `TYPE at path: message`, plain and bounded. */
  readonly problems: readonly string[];
}

interface GraphqlErrorEntry {
  readonly type?: unknown;
  readonly message?: unknown;
  readonly path?: unknown;
}

/** @octokit/graphql's GraphqlResponseError, duck-typed (the client is loaded lazily in the browser). */
function responseErrorOf(
  error: unknown,
): { readonly data: unknown; readonly errors: readonly GraphqlErrorEntry[] } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, errors, data } = error as { name?: unknown; errors?: unknown; data?: unknown };
  if (name !== 'GraphqlResponseError' || !Array.isArray(errors)) return null;
  return { data, errors: errors.filter((entry) => typeof entry === 'object' && entry !== null) };
}

/** Text from the API as one visible line of at most `max` characters. */
function plain(value: unknown, max: number): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const line = withoutInvisible(text).replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : line;
}

/** One error as the log prints it, e.g. `FORBIDDEN at user.pinnedItems.nodes.2: Resource protected…`. */
export function problemLine({ type, message, path }: GraphqlErrorEntry): string {
  const kind = plain(type, 40) || 'ERROR';
  const where = Array.isArray(path)
    ? plain(path.map((part) => plain(part, 40)).join('.'), 120)
    : '';
  return `${kind}${where ? ` at ${where}` : ''}: ${plain(message, 200) || 'no message'}`;
}

function kindOf(errors: readonly GraphqlErrorEntry[]): ApiFailureKind {
  if (errors.some(({ type }) => type === 'RATE_LIMITED')) return 'rate-limited';
  if (errors.some(({ type }) => type === 'NOT_FOUND')) return 'not-found';
  return 'http';
}

/**
 * The data of a GraphQL request, also when GitHub sent errors with it. `hasData` says whether an
 * answer that came with errors holds what the caller needs (a `user: null` with NOT_FOUND holds
 * nothing); without it any `data` object counts. With no usable data, an ApiError that names `what`
 * and each error.
 */
export async function graphqlData<T>(
  what: string,
  request: () => Promise<T>,
  hasData: (data: T) => boolean = () => true,
): Promise<GraphqlAnswer<T>> {
  let answer: T;
  let problems: string[] = [];
  try {
    answer = await request();
  } catch (error) {
    const failed = responseErrorOf(error);
    if (!failed) throw error;
    problems = failed.errors.map(problemLine);
    const { data } = failed;
    if (typeof data !== 'object' || data === null || !hasData(data as T)) {
      throw new ApiError(
        'GitHub',
        kindOf(failed.errors),
        null,
        `GitHub's GraphQL API answered no ${what}: ${problems.join('; ') || 'an error'}`,
        { cause: error },
      );
    }
    answer = data as T;
  }
  return { data: answer, problems };
}
