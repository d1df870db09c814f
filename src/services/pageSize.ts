/**
 * Items per request, the most both APIs allow. Commit counting reads only the first page of each
 * commits request, so a branch with more than this many commits counts this many: one constant keeps
 * that limit visible and the same everywhere.
 */
export const PAGE_SIZE = 100;
