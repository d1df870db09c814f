/**
 * Who asks: the credential a request carries in the service's own form (GitHub's `Authorization:
 * token|bearer`, GitLab's PRIVATE-TOKEN or `Authorization: Bearer`) and whether the mock accepts it.
 */
import type { Service } from './requestLog';

/** The tokens the mock knows (MockApiOptions); an unset one lets any token of its service pass. */
export interface KnownTokens {
  readonly githubToken?: string | undefined;
  readonly gitlabToken?: string | undefined;
  readonly installationToken?: string | undefined;
  readonly botToken?: string | undefined;
}

export interface Caller {
  /** The token sent; undefined without one (and for the feeds). */
  readonly credential: string | undefined;
  readonly credentialsValid: boolean;
}

export function callerOf(
  service: Service,
  authorization: string | undefined,
  privateToken: string | undefined,
  { githubToken, gitlabToken, installationToken, botToken }: KnownTokens,
): Caller {
  let credential: string | undefined;
  let credentialsValid: boolean;
  if (service === 'github') {
    credential = authorization?.match(/^(?:token|bearer)\s+(\S+)$/i)?.[1];
    credentialsValid =
      authorization === undefined ||
      (credential !== undefined &&
        (githubToken === undefined ||
          credential === githubToken ||
          credential === installationToken ||
          credential === botToken));
  } else if (service === 'gitlab') {
    credential = privateToken ?? authorization?.match(/^bearer\s+(\S+)$/i)?.[1] ?? authorization;
    credentialsValid =
      credential === undefined || gitlabToken === undefined || credential === gitlabToken;
  } else {
    // A blog's feed is public: nobody asks for credentials.
    credentialsValid = true;
  }
  return { credential, credentialsValid };
}
