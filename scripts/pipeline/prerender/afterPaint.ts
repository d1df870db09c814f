/** The attribute of the inline loader that lists the page's scripts (read by scripts/size/main.ts too). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * A script of another site the page starts with its own, after the paint: the owner's analytics. Its
 * element is an inert data block (`<script type=… data-src=… data-domain=…>`) until the loader puts a
 * live copy of it, with its attributes, in its place.
 */
export const AFTER_PAINT_SCRIPT_TYPE = 'text/x-after-paint';
