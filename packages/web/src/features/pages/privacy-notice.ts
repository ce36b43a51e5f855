import privacyDoc from '../../../../../docs/privacy.md?raw';

// The privacy notice is written once, in docs/privacy.md between its two markers, and the /privacy
// page shows that text (taken at build time). The notice uses plain paragraphs and `- ` lists
// only, so it is read here as text and rendered as React elements: nothing from the file is ever
// injected as HTML.

export const NOTICE_START = '<!-- privacy-notice:start -->';
export const NOTICE_END = '<!-- privacy-notice:end -->';

export type NoticeBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Where the operator's contact goes (PRIVACY_CONTACT), and how long a class's data is kept. */
export const CONTACT_TOKEN = '{contact}';
export const RETENTION_TOKEN = '{retention}';

/** The notice's paragraphs and lists, in order; none when the markers are missing. */
export function noticeBlocks(markdown: string): NoticeBlock[] {
  const start = markdown.indexOf(NOTICE_START);
  const end = markdown.indexOf(NOTICE_END, start);
  if (start < 0 || end < 0) return [];
  const blocks: NoticeBlock[] = [];
  // Blank lines end a block; a block whose first line is a `- ` item is a list, whose wrapped
  // lines (indented in the file) continue their item.
  for (const chunk of markdown.slice(start + NOTICE_START.length, end).split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (!lines[0]?.startsWith('- ')) {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
      continue;
    }
    const items: string[] = [];
    for (const line of lines) {
      if (line.startsWith('- ')) items.push(line.slice(2).trim());
      else items.push(`${items.pop() ?? ''} ${line}`);
    }
    blocks.push({ kind: 'list', items });
  }
  return blocks;
}

/** The notice of docs/privacy.md, as this build carries it. */
export const PRIVACY_NOTICE: readonly NoticeBlock[] = noticeBlocks(privacyDoc);

/** What the page says instead of the contact's paragraph when the server names none. */
export const NO_CONTACT =
  'Questions, or something to fix? Ask your teacher or your school: they can pass it on to the people who run this game.';

/** How long a class's data is kept, in the notice's words, from the server's setting. */
export function retentionWords(days: number | undefined): string {
  if (days === 0) return 'when your teacher or school deletes your class';
  const after =
    days === undefined
      ? 'a set time'
      : `${days.toLocaleString('en-AU')} ${days === 1 ? 'day' : 'days'}`;
  return `${after} after your class last played or was closed (or sooner, if your teacher deletes the class)`;
}
