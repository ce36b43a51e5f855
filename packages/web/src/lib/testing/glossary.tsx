import type { GlossaryEntry } from '@mc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ok, refused, stubServer } from '../../../test/render-route';
import { GLOSSARY_PATH, GlossaryProvider } from '../../components/glossary';

/** A small glossary for tests (the real one is served by GET /api/g/glossary). */
export const TEST_GLOSSARY: GlossaryEntry[] = [
  { Term: 'interest', Aliases: [], Definition: 'The price of using someone else’s money.' },
  {
    Term: 'compound interest',
    Aliases: ['compounding'],
    Definition: 'Interest that is also paid on earlier interest.',
  },
  {
    Term: 'superannuation',
    Aliases: ['super'],
    Definition: 'Money put aside for you while you work, for when you retire.',
  },
  { Term: 'ATO', Aliases: [], Definition: 'The Australian Taxation Office.' },
  { Term: 'scam', Aliases: [], Definition: 'A trick to steal your <b>money</b> or details.' },
];

/**
 * Renders `ui` in the game's glossary (with its own query cache), the glossary served as
 * `glossary` or, given a status, refused with it. Returns the calls the page made.
 */
export function renderWithGlossary(
  ui: ReactElement,
  glossary: GlossaryEntry[] | { status: number } = TEST_GLOSSARY,
) {
  const calls = stubServer({
    [`GET ${GLOSSARY_PATH}`]: Array.isArray(glossary)
      ? ok(glossary)
      : refused(glossary.status, 'Something went wrong.'),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <GlossaryProvider>{ui}</GlossaryProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls, queryClient };
}

/**
 * jsdom has no modal dialogs: this gives <dialog> showModal and close that keep the browser's
 * stack of open modals, and Escape sends 'cancel' to the topmost one, as a browser does.
 */
export function polyfillModalDialogs(): void {
  const stack: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    stack.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    const at = stack.indexOf(this);
    if (at >= 0) stack.splice(at, 1);
  };
  document.addEventListener('keydown', (event) => {
    const top = stack.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
