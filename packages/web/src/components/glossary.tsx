import { compileGlossary, type GlossaryEntry, type GlossaryMatcher } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiGet } from '../lib/api-client';
import { Dialog } from './dialog';
import './glossary.css';

// The glossary (spec part 2): money words inside the game's texts become buttons that open their
// definition in a popup; the list itself is never shown. GlossaryProvider loads it once for the
// whole game and owns the one popup; RichText (server markup) and GlossaryText (plain text) link
// the first use of each term in a text with the contract's matcher, compiled once per glossary.
// Without a glossary (still loading, failed, or no provider) texts show as they are, unlinked,
// and nothing says so. A definition is shown as text, never as markup. The list is fetched when
// the first text that links terms is shown, not with the game's first screen: the dashboard and
// most apps have no such text, and a screen that has one shows it at once and links its terms a
// moment later, so its first paint waits for neither the list nor its matcher.

export const GLOSSARY_PATH = '/api/g/glossary';

export interface Glossary {
  matcher: GlossaryMatcher;
  /** Opens the term's definition; focus goes back to `from` when it closes. */
  show: (term: string, from: HTMLElement) => void;
  /** The element that says what a term's button does, for aria-describedby. */
  hintId: string;
}

const GlossaryContext = createContext<Glossary | null>(null);
/** Asks the provider for the glossary: called by each text that links terms, once shown. */
const WantGlossary = createContext<(() => void) | null>(null);

/**
 * The glossary to link with, or null (not loaded yet, or none): then texts show unlinked. A text
 * that will not link terms passes `links` false, and asks for nothing.
 */
export function useGlossary(links = true): Glossary | null {
  const want = useContext(WantGlossary);
  useEffect(() => {
    if (links) want?.();
  }, [want, links]);
  const glossary = useContext(GlossaryContext);
  return links ? glossary : null;
}

/** The entries that can be used; whatever else the server sent is left out. */
function usableEntries(data: unknown): GlossaryEntry[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { Term, Aliases, Definition } = item as Record<string, unknown>;
    if (typeof Term !== 'string' || !Term.trim() || typeof Definition !== 'string') return [];
    const aliases = Array.isArray(Aliases)
      ? Aliases.filter((alias): alias is string => typeof alias === 'string')
      : [];
    return [{ Term, Aliases: aliases, Definition }];
  });
}

/** The glossary for every text of the game, read once and kept: it does not change in a game. */
export function GlossaryProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const { data } = useQuery({
    enabled: wanted,
    queryKey: ['glossary'],
    queryFn: ({ signal }) => apiGet<unknown>(GLOSSARY_PATH, undefined, { auth: false, signal }),
    select: usableEntries,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const hintId = useId();
  const [shown, setShown] = useState<GlossaryEntry | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);

  const definitions = useMemo(() => new Map(data?.map((entry) => [entry.Term, entry])), [data]);
  const show = useCallback(
    (term: string, from: HTMLElement) => {
      const entry = definitions.get(term);
      if (!entry) return;
      trigger.current = from;
      setShown(entry);
    },
    [definitions],
  );
  const close = useCallback(() => {
    returnFocus.current = true;
    setShown(null);
  }, []);
  // After the popup's own effect has closed it: back to the term that opened it, if still there.
  useEffect(() => {
    if (shown || !returnFocus.current) return;
    returnFocus.current = false;
    if (trigger.current?.isConnected) trigger.current.focus();
    trigger.current = null;
  }, [shown]);

  const usable = data !== undefined && data.length > 0;
  const glossary = useMemo<Glossary | null>(
    () => (usable ? { matcher: compileGlossary(data), show, hintId } : null),
    [usable, data, show, hintId],
  );

  return (
    <GlossaryContext.Provider value={glossary}>
      <WantGlossary.Provider value={want}>{children}</WantGlossary.Provider>
      {usable ? (
        <span id={hintId} hidden>
          Glossary word: opens what it means
        </span>
      ) : null}
      <Dialog
        open={shown !== null}
        title={shown ? capitalise(shown.Term) : undefined}
        onClose={close}
        className="glossary-dialog"
        actions={
          <button type="button" className="button" onClick={close} autoFocus>
            Close
          </button>
        }
      >
        <p className="glossary-dialog__definition">{shown?.Definition}</p>
      </Dialog>
    </GlossaryContext.Provider>
  );
}

function capitalise(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}

/** Punctuation that closes a phrase: kept on the line of the term before it. */
const TRAILING_PUNCTUATION = /^[.,;:!?)\]}’”'"…]+/;

/**
 * `text` with the first use of each glossary term not in `linked` made a button; the terms it
 * links are added to `linked`, so the next text node of the same text does not link them again.
 */
export function linkGlossaryTerms(
  text: string,
  glossary: Glossary,
  linked: Set<string>,
  key: string,
): ReactNode[] {
  const matches = glossary.matcher.find(text, linked);
  if (matches.length === 0) return [text];
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const [index, { start, end, term }] of matches.entries()) {
    linked.add(term);
    if (start > at) nodes.push(text.slice(at, start));
    const button = (
      <button
        key={`${key}:${start}`}
        type="button"
        className="glossary-term"
        aria-haspopup="dialog"
        aria-describedby={glossary.hintId}
        onClick={(event) => glossary.show(term, event.currentTarget)}
      >
        {text.slice(start, end)}
      </button>
    );
    // A button may end a line, so the full stop after it could start the next one alone
    // ('net pay / .'): the punctuation that follows a term stays on its line.
    const next = matches[index + 1]?.start ?? text.length;
    const stop = TRAILING_PUNCTUATION.exec(text.slice(end, next))?.[0] ?? '';
    nodes.push(
      stop ? (
        <span key={`${key}:${start}`} className="glossary-term__line">
          {button}
          {stop}
        </span>
      ) : (
        button
      ),
    );
    at = end + stop.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

/**
 * Plain text (a quiz explanation, the mentor's help) with its glossary terms linked, each at its
 * first use. With `lineBreaks`, each \n becomes a <br>.
 */
export function GlossaryText({ text, lineBreaks = false }: { text: string; lineBreaks?: boolean }) {
  const glossary = useGlossary();
  const nodes = useMemo(() => {
    const lines = lineBreaks ? text.split('\n') : [text];
    const linked = new Set<string>();
    return lines.map((line, index) => (
      <Fragment key={index}>
        {index > 0 ? <br /> : null}
        {glossary ? linkGlossaryTerms(line, glossary, linked, String(index)) : line}
      </Fragment>
    ));
  }, [text, lineBreaks, glossary]);
  return <>{nodes}</>;
}
