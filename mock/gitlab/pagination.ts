/**
 * A GitLab list page: the slice the `page` and `per_page` parameters ask for, with GitLab's x-total
 * family of headers and a `link` header (https://docs.gitlab.com/api/rest/#pagination).
 */
import { pageLink, pageOf } from '../server/pagination';
import { ok, type ApiRequest, type Reply } from '../server/routing';

/** A GitLab list page: the x-total family of headers plus a `link` header with first and last. */
export function gitlabList<T>(request: ApiRequest, items: readonly T[]): Reply {
  const { items: slice, page, perPage, totalPages } = pageOf(items, request.query, 20);
  const next = page < totalPages ? String(page + 1) : '';
  const prev = page > 1 ? String(Math.min(page - 1, totalPages)) : '';
  const links = [
    ...(prev ? [pageLink(request, perPage, Number(prev), 'prev')] : []),
    ...(next ? [pageLink(request, perPage, Number(next), 'next')] : []),
    pageLink(request, perPage, 1, 'first'),
    pageLink(request, perPage, totalPages, 'last'),
  ];
  return ok(slice, {
    link: links.join(', '),
    'x-total': String(items.length),
    'x-total-pages': String(totalPages),
    'x-per-page': String(perPage),
    'x-page': String(page),
    'x-next-page': next,
    'x-prev-page': prev,
  });
}
