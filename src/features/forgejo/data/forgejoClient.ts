/**
 * The build's Forgejo client for the configured instance: the fetch context makes it over the
 * transport's Forgejo lane (createFetchContexts' `forgejo`). Imported by the build's fetch only,
 * never by the page or the live chunk: its answers' checks (zod) are build-time code.
 */
import type { PortfolioConfig } from '../../../config';
import type { ForgejoClientFactory } from '../../../data/parts/createFetchContext';
import { webUrlOrNull } from '../../../domain/safeUrl';
import { createForgejoApi } from '../../../services/forgejo/forgejoApi';

/** The client of `config.forgejo` with the build's token; null without Forgejo settings. */
export function forgejoClientFactory(
  config: Pick<PortfolioConfig, 'forgejo'>,
  token: string | null,
): ForgejoClientFactory | null {
  const { url, username } = config.forgejo;
  if (!url || !username) return null;
  return (fetch) => createForgejoApi({ url, username, token, fetch, safeUrl: webUrlOrNull });
}
