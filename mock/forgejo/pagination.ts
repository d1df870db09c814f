/**
 * A Forgejo list page, as routers/api/v1/utils/page.go and services/context/api.go make it:
 *
 * - `page` (1-based) and `limit` read with ctx.FormInt (anything but a plain integer counts as 0);
 *   db.ListOptions.SetDefaultValues then takes a `limit` ≤ 0 as `[api] DEFAULT_PAGING_NUM` (30), caps
 *   it at `MAX_RESPONSE_ITEMS` (50) and a `page` ≤ 0 as 1. A page past the end is empty.
 * - `X-Total-Count`: how many items the whole list has (SetTotalCountHeader), always sent.
 * - `Link` (SetLinkHeader, genAPILinks): next, last, first, prev in that order, joined by a bare
 *   ",", each the request's own URI with `page` replaced (its query re-encoded by Go's
 *   url.Values.Encode: keys sorted, `limit` left as the caller wrote it, not the capped value),
 *   absolute on the instance's AppURL. modules/paginator clamps the current page to the last one, so
 *   a page past the end links back to its predecessor and first, never to a next. No link at all
 *   for a list that fits one page: no header then.
 * - `Access-Control-Expose-Headers` names both headers, as AppendAccessControlExposeHeaders does.
 */
import { FORGEJO_DEFAULT_PAGING_NUM, FORGEJO_MAX_RESPONSE_ITEMS } from '../answers/forgejo';
import { ok, type ApiRequest, type Reply } from '../server/routing';

/** The instance's `[api]` settings a list depends on. */
export interface ForgejoPaging {
  readonly maxResponseItems: number;
  readonly defaultPagingNum: number;
}

export const DEFAULT_PAGING: ForgejoPaging = {
  maxResponseItems: FORGEJO_MAX_RESPONSE_ITEMS,
  defaultPagingNum: FORGEJO_DEFAULT_PAGING_NUM,
};

/** Go's ctx.FormInt: strconv.Atoi of the first value, 0 when it is no integer. */
function formInt(query: URLSearchParams, name: string): number {
  const value = query.get(name) ?? '';
  if (!/^[+-]?\d{1,18}$/.test(value)) return 0;
  return Number(value);
}

/** Go's url.QueryEscape: everything but letters, digits and `-_.~` escaped, a space as "+". */
function goQueryEscape(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Go's url.Values.Encode: keys sorted, each key's values in their order. */
function goEncode(query: URLSearchParams): string {
  const keys = [...new Set(query.keys())].sort();
  return keys
    .flatMap((key) =>
      query.getAll(key).map((value) => `${goQueryEscape(key)}=${goQueryEscape(value)}`),
    )
    .join('&');
}

/** The Link header's entries for `current` of `totalPages`, in genAPILinks' order. */
export function forgejoLinks(
  request: ApiRequest,
  total: number,
  pageSize: number,
  requestedPage: number,
): string[] {
  const totalPages = total === 0 ? 1 : Math.ceil(total / pageSize);
  const current = Math.min(Math.max(requestedPage, 1), totalPages);
  const hasNext = total > current * pageSize;
  const isLast = total === 0 || (total > (current - 1) * pageSize && !hasNext);
  const link = (page: number, rel: string) => {
    const query = new URLSearchParams(request.query);
    query.set('page', String(page));
    return `<${request.selfUrl}?${goEncode(query)}>; rel="${rel}"`;
  };
  return [
    ...(hasNext ? [link(current + 1, 'next')] : []),
    ...(!isLast ? [link(totalPages, 'last')] : []),
    ...(current !== 1 ? [link(1, 'first')] : []),
    ...(current > 1 ? [link(current - 1, 'prev')] : []),
  ];
}

/** The requested page of `items`, with Forgejo's pagination headers. */
export function forgejoList<T>(
  request: ApiRequest,
  items: readonly T[],
  paging: ForgejoPaging = DEFAULT_PAGING,
): Reply & { readonly body: T[] } {
  const limit = formInt(request.query, 'limit');
  const pageSize = Math.min(limit <= 0 ? paging.defaultPagingNum : limit, paging.maxResponseItems);
  const page = Math.max(formInt(request.query, 'page'), 1);
  const slice = items.slice((page - 1) * pageSize, page * pageSize);
  const links = forgejoLinks(request, items.length, pageSize, formInt(request.query, 'page'));
  return ok(slice, {
    ...(links.length > 0 ? { link: links.join(',') } : {}),
    'x-total-count': String(items.length),
    'access-control-expose-headers': links.length > 0 ? 'Link, X-Total-Count' : 'X-Total-Count',
  });
}
