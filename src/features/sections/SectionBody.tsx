import { createElement, type MouseEvent, type ReactNode } from 'react';
import { SECTION_TAGS, type SectionElement, type SectionNode } from '../../domain/ownerSections';
import { webUrlOrNull } from '../../domain/safeUrl';

/** Elements without children. */
const VOID = new Set(['img', 'input', 'hr', 'br']);
/** An anchor of the section's own (a footnote and its way back). */
const FRAGMENT = /^#[\w-]{1,200}$/;
/** An image of the site itself: a path on this origin, never another host. */
const SITE_PATH = /^\/(?!\/)[\w./-]{1,300}$/;

/**
 * A link to an anchor of the page: scrolled to by script, since the page's address fragment is its
 * route (hash routing) and a fragment link would leave the page for an unknown route. Without
 * JavaScript the browser follows the link itself.
 */
function toAnchor(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.querySelector<HTMLElement>('a[href^="#"]')?.focus({ preventScroll: true });
}

/** One element's props, each checked again here: the build's tree is data, not trusted markup. */
function propsOf({ tag, attributes = {} }: SectionElement, key: number) {
  const props: Record<string, unknown> = { key };
  if (attributes.className) props.className = attributes.className;
  if (attributes.id) props.id = attributes.id;
  if (attributes.title) props.title = attributes.title;
  if (attributes.label) props['aria-label'] = attributes.label;
  if (attributes.describedBy) props['aria-describedby'] = attributes.describedBy;
  if (attributes.align) props.style = { textAlign: attributes.align };
  if (tag === 'ol' && attributes.start !== undefined) props.start = attributes.start;
  if (tag === 'a' && attributes.href) {
    if (FRAGMENT.test(attributes.href)) {
      props.href = attributes.href;
      props.onClick = toAnchor;
    } else {
      const href = webUrlOrNull(attributes.href);
      if (href) Object.assign(props, { href, rel: 'noopener noreferrer' });
    }
  }
  if (tag === 'img') {
    if (!attributes.src || !SITE_PATH.test(attributes.src)) return null;
    Object.assign(props, {
      src: attributes.src,
      alt: attributes.alt ?? '',
      width: attributes.width,
      height: attributes.height,
      loading: 'lazy',
      decoding: 'async',
    });
  }
  if (tag === 'input') {
    Object.assign(props, {
      type: 'checkbox',
      checked: attributes.checked === true,
      disabled: true,
      readOnly: true,
    });
  }
  return props;
}

function renderNode(node: SectionNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  if (!(SECTION_TAGS as readonly string[]).includes(node.tag)) return null;
  const props = propsOf(node, key);
  if (!props) return null;
  if (VOID.has(node.tag)) return createElement(node.tag, props);
  // A link whose address did not pass is its text: an anchor without one would still look a link.
  const tag = node.tag === 'a' && !props.href ? 'span' : node.tag;
  return createElement(tag, props, ...(node.children ?? []).map(renderNode));
}

/** A section's body, from the build's checked tree: every text escaped by React. */
export function SectionBody({ nodes }: { nodes: readonly SectionNode[] }) {
  return <>{nodes.map(renderNode)}</>;
}
