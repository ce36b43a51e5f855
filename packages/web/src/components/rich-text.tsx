import { Fragment, useMemo, type ReactNode } from 'react';

// Content from the server (emails, texts, offer outcomes, FAQs, articles) may hold simple markup:
// p, h3, strong, em, br, ul, li. It is parsed, never injected: only those tags become React elements
// (b and i become strong and em, ol is kept as a list), any other tag is unwrapped to its text,
// active and embedded content (scripts, styles, frames, svg) is dropped whole, and so is every
// attribute. DOMParser builds an inert document: nothing in it runs or loads.

const ALLOWED: Record<string, 'p' | 'h3' | 'strong' | 'em' | 'ul' | 'ol' | 'li'> = {
  p: 'p',
  h3: 'h3',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
};
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'audio',
  'video',
  'canvas',
]);

/** Limits: content past the length is cut; nodes past the budget or depth are left out. */
const MAX_LENGTH = 20_000;
const MAX_NODES = 2000;
const MAX_DEPTH = 16;

interface Budget {
  left: number;
}

function convert(node: Node, key: string, budget: Budget, depth: number): ReactNode {
  if (budget.left-- <= 0 || depth > MAX_DEPTH) return null;
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (tag === 'br') return <br key={key} />;
  const children = Array.from(node.childNodes, (child, index) =>
    convert(child, `${key}.${index}`, budget, depth + 1),
  );
  const Tag = ALLOWED[tag];
  if (!Tag) return <Fragment key={key}>{children}</Fragment>;
  return <Tag key={key}>{children}</Tag>;
}

/** React nodes for a piece of simple markup; plain text comes back as it is. */
export function toSafeNodes(markup: string): ReactNode[] {
  if (!markup) return [];
  const text = markup.length > MAX_LENGTH ? markup.slice(0, MAX_LENGTH) : markup;
  const doc = new DOMParser().parseFromString(`<body>${text}</body>`, 'text/html');
  const budget: Budget = { left: MAX_NODES };
  return Array.from(doc.body.childNodes, (node, index) => convert(node, String(index), budget, 0));
}

/** Server text with simple markup, rendered safely. */
export function RichText({ markup, className }: { markup: string; className?: string }) {
  const nodes = useMemo(() => toSafeNodes(markup), [markup]);
  return <div className={className}>{nodes}</div>;
}
