/**
 * GitHub GraphQL's star lookup: repositories by owner and name (or a former name), each with its
 * stars, a hidden or unknown one null with a NOT_FOUND error at its alias.
 */
import { ok, sameLogin, type Reply } from '../server/routing';
import type { ScenarioRepo } from '../worlds/scenario';

/**
 * The star lookup (`rN: repository(owner: $oN, name: $nN) { nameWithOwner url description
 * stargazerCount isPrivate }`, the names as variables): each repository by its name or a former one
 * (GitHub's GraphQL resolves a renamed or transferred repository), a private one only for the owner's
 * own token; one it does not show the token is null, with a NOT_FOUND error at its alias beside the
 * others' data, as GitHub answers (https://docs.github.com/graphql/reference/queries#repository).
 */
export function repositoryStarsReply(
  known: readonly ScenarioRepo[],
  query: string,
  variables: Readonly<Record<string, unknown>>,
  asOwner: boolean,
): Reply {
  const data: Record<string, unknown> = {};
  const errors: unknown[] = [];
  const fields = query.matchAll(
    /(?<!\w)(r\d{1,4}): repository\(owner: \$(o\d{1,4}), name: \$(n\d{1,4})\)/g,
  );
  for (const [, alias = '', ownerVariable = '', nameVariable = ''] of fields) {
    const [owner, name] = [variables[ownerVariable], variables[nameVariable]];
    if (typeof owner !== 'string' || typeof name !== 'string') {
      return ok({
        errors: [
          { message: `Variable $${ownerVariable} of type String! was provided invalid value` },
        ],
      });
    }
    const fullName = `${owner}/${name}`;
    const repo = known.find(
      (candidate) =>
        (sameLogin(candidate.json.full_name, fullName) ||
          (candidate.formerNames ?? []).some((former) => sameLogin(former, fullName))) &&
        (asOwner || !candidate.json.private),
    );
    data[alias] = repo
      ? {
          nameWithOwner: repo.json.full_name,
          url: repo.json.html_url,
          description: repo.json.description,
          stargazerCount: repo.json.stargazers_count,
          isPrivate: repo.json.private,
        }
      : null;
    if (!repo) {
      errors.push({
        type: 'NOT_FOUND',
        path: [alias],
        locations: [{ line: 2, column: 3 }],
        message: `Could not resolve to a Repository with the name '${fullName}'.`,
      });
    }
  }
  return ok(errors.length > 0 ? { data, errors } : { data });
}
