/**
 * A GitHub list page: the slice the `page` and `per_page` parameters ask for, with a `link` header to
 * the other pages (https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api).
 */
import { pageLink, pageOf } from '../server/pagination';
import { ok, type ApiRequest, type Reply } from '../server/routing';

/** A GitHub list page: a `link` header (prev, next, last, first) only when there are other pages. */
export function githubList<T>(
  request: ApiRequest,
  items: readonly T[],
): Reply & { readonly body: readonly T[] } {
  const { items: slice, page, perPage, totalPages } = pageOf(items, request.query, 30);
  const links: string[] = [];
  if (page > 1) links.push(pageLink(request, perPage, Math.min(page - 1, totalPages), 'prev'));
  if (page < totalPages) {
    links.push(pageLink(request, perPage, page + 1, 'next'));
    links.push(pageLink(request, perPage, totalPages, 'last'));
  }
  if (page > 1) links.push(pageLink(request, perPage, 1, 'first'));
  return ok(slice, links.length > 0 ? { link: links.join(', ') } : undefined);
}
