import type { MentorMessage } from '@mc/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { GlossaryText } from '../../../components/glossary';
import { paginateText, personalise } from '../lib/paginate-text';
import { MentorAvatar, moodOf } from './mentor-avatar';

interface MentorPopupProps {
  open: boolean;
  messages: readonly MentorMessage[];
  playerName: string;
  /** 'Got it!' on the last page, or Escape. */
  onDone: () => void;
}

interface Page {
  title: string;
  text: string;
  tag: string | null;
}

function pagesOf(messages: readonly MentorMessage[], playerName: string): Page[] {
  return messages.flatMap((message) =>
    paginateText(personalise(message.Body, playerName)).map((text) => ({
      title: personalise(message.Title, playerName),
      text,
      tag: message.Tag,
    })),
  );
}

/**
 * The popup leaves the page when it is done (rather than being closed by the browser), so focus
 * is put back by hand: to where it was, or to the screen's heading if that element has gone (the
 * app that opened it replaced the home screen).
 */
function useRestoreFocus(): void {
  useLayoutEffect(() => {
    // Runs before the dialog's own effect opens it, so this is the focus outside the dialog.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      window.setTimeout(() => {
        const now = document.activeElement;
        if (now && now !== document.body) return;
        const target =
          before && before.isConnected && before !== document.body
            ? before
            : document.querySelector<HTMLElement>('main h1');
        if (target && !target.hasAttribute('tabindex') && target.tagName === 'H1')
          target.setAttribute('tabindex', '-1');
        target?.focus();
      }, 0);
    };
  }, []);
}

/**
 * The mentor's paged message (spec part 2 section 2): 350-character pages split at word
 * boundaries, next and previous, and 'Got it!' only on the last page. Give it a new `key` for new
 * messages so it starts at the first page.
 */
export function MentorPopup({ open, messages, playerName, onDone }: MentorPopupProps) {
  const pages = useMemo(() => pagesOf(messages, playerName), [messages, playerName]);
  const [index, setIndex] = useState(0);
  useRestoreFocus();
  const page = pages[Math.min(index, pages.length - 1)];
  if (!page) return null;
  const last = index >= pages.length - 1;
  return (
    <Dialog
      open={open}
      title={page.title || 'A word from your mentor'}
      onClose={onDone}
      className="mentor-dialog"
      actions={
        <>
          {index > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setIndex(index - 1)}
            >
              <ChevronLeft aria-hidden="true" size={20} />
              Previous
            </button>
          ) : null}
          {last ? (
            <button type="button" className="button" onClick={onDone} autoFocus>
              Got it!
            </button>
          ) : (
            <button type="button" className="button" onClick={() => setIndex(index + 1)} autoFocus>
              Next
              <ChevronRight aria-hidden="true" size={20} />
            </button>
          )}
        </>
      }
    >
      <div className="mentor">
        <MentorAvatar mood={moodOf(page.tag)} />
        <div className="mentor__bubble">
          <p className="mentor__text" aria-live="polite">
            {/* Line breaks become <br>; glossary terms link once a page, the text a player sees. */}
            <GlossaryText text={page.text} lineBreaks />
          </p>
        </div>
      </div>
      {pages.length > 1 ? (
        <p className="mentor__page">
          Page {index + 1} of {pages.length}
        </p>
      ) : null}
    </Dialog>
  );
}
