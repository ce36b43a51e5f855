import { Fragment, useMemo, type ReactNode } from 'react';
import { linkGlossaryTerms, useGlossary, type Glossary } from './glossary';

// Content from the server (emails, texts, offer outcomes, FAQs, articles) may hold simple markup:
// p, h3, strong, em, br, ul, li. It is parsed, never injected: only those tags become React elements
// (b and i become strong and em, ol is kept as a list), any other tag is unwrapped to its text,
// active and embedded content (scripts, styles, frames, svg) is dropped whole, and so is every
// attribute. DOMParser builds an inert document: nothing in it runs or loads.
// Glossary terms in the text become buttons (components/glossary.tsx), each at its first use in
// the block, across its text nodes; not in headings, nor in what was a link, button or label,
// where a button would be out of place. A term's definition is text from the glossary, never
// markup from the content.

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

/** Tags whose text links no glossary term. */
const NO_LINKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'button', 'label', 'summary']);

interface Budget {
  left: number;
}

/** The glossary to link with, and the terms this block has linked so far. */
interface Links {
  glossary: Glossary;
  linked: Set<string>;
}

function convert(
  node: Node,
  key: string,
  budget: Budget,
  depth: number,
  links: Links | null,
): ReactNode {
  if (budget.left-- <= 0 || depth > MAX_DEPTH) return null;
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    if (!links) return text;
    return (
      <Fragment key={key}>{linkGlossaryTerms(text, links.glossary, links.linked, key)}</Fragment>
    );
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (tag === 'br') return <br key={key} />;
  const inner = NO_LINKS.has(tag) ? null : links;
  const children = Array.from(node.childNodes, (child, index) =>
    convert(child, `${key}.${index}`, budget, depth + 1, inner),
  );
  const Tag = ALLOWED[tag];
  if (!Tag) return <Fragment key={key}>{children}</Fragment>;
  return <Tag key={key}>{children}</Tag>;
}

/**
 * React nodes for a piece of simple markup; plain text comes back as it is. With a glossary, the
 * first use of each term in it is a button that opens the term's definition.
 */
export function toSafeNodes(markup: string, glossary: Glossary | null = null): ReactNode[] {
  if (!markup) return [];
  const text = markup.length > MAX_LENGTH ? markup.slice(0, MAX_LENGTH) : markup;
  const doc = new DOMParser().parseFromString(`<body>${text}</body>`, 'text/html');
  const budget: Budget = { left: MAX_NODES };
  const links = glossary ? { glossary, linked: new Set<string>() } : null;
  return Array.from(doc.body.childNodes, (node, index) =>
    convert(node, String(index), budget, 0, links),
  );
}

/**
 * Server text with simple markup, rendered safely, its glossary terms linked unless `glossary` is
 * false (for a text inside a button or a link, where another button cannot go).
 */
export function RichText({
  markup,
  className,
  glossary: linkTerms = true,
}: {
  markup: string;
  className?: string;
  glossary?: boolean;
}) {
  const glossary = useGlossary(linkTerms);
  const nodes = useMemo(() => toSafeNodes(markup, glossary), [markup, glossary]);
  return <div className={className}>{nodes}</div>;
}
