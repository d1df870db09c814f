/**
 * The page arithmetic both services share (`page`, `per_page`, at most 100 a page) and the pagination
 * link to another page of the same request; each service's list page adds its own headers.
 */
import type { ApiRequest } from './routing';

export interface Page<T> {
  readonly items: T[];
  readonly page: number;
  readonly perPage: number;
  readonly totalPages: number;
}

export function pageOf<T>(
  items: readonly T[],
  query: URLSearchParams,
  defaultPerPage: number,
): Page<T> {
  const requested = Number.parseInt(query.get('per_page') ?? '', 10);
  const perPage = requested > 0 ? Math.min(requested, 100) : defaultPerPage;
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '', 10) || 1);
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  return { items: items.slice((page - 1) * perPage, page * perPage), page, perPage, totalPages };
}

export function pageLink(request: ApiRequest, perPage: number, page: number, rel: string): string {
  const query = new URLSearchParams(request.query);
  query.set('per_page', String(perPage));
  query.set('page', String(page));
  return `<${request.selfUrl}?${query.toString()}>; rel="${rel}"`;
}
