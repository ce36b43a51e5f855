import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { polyfillModalDialogs, renderWithGlossary, TEST_GLOSSARY } from '../lib/testing/glossary';
import { Dialog } from './dialog';
import { GlossaryText } from './glossary';
import { RichText } from './rich-text';

beforeAll(polyfillModalDialogs);

function terms(root: ParentNode = document): string[] {
  return Array.from(root.querySelectorAll('button.glossary-term'), (b) => b.textContent ?? '');
}

describe('glossary links in rich text', () => {
  it('links the first use of each term only, across the text’s nodes, leaving the text as it was', async () => {
    const markup =
      '<p>Compound interest grows. <strong>Interest</strong> is a price.</p><ul><li>More interest, and compound interest again.</li><li>Your super and the ATO.</li></ul>';
    const { container } = renderWithGlossary(<RichText className="rich-text" markup={markup} />);
    await screen.findByRole('button', { name: 'Compound interest' });
    expect(terms()).toEqual(['Compound interest', 'Interest', 'super', 'ATO']);
    // The bold word is still bold, with the button inside it.
    expect(container.querySelector('strong button.glossary-term')?.textContent).toBe('Interest');
    expect(container.querySelector('.rich-text')?.textContent).toBe(
      'Compound interest grows. Interest is a price.More interest, and compound interest again.Your super and the ATO.',
    );
  });

  it('keeps the punctuation after a term on the term’s line', async () => {
    const { container } = renderWithGlossary(
      <RichText markup="<p>Ask the ATO. Then check your super, and your interest</p>" />,
    );
    await screen.findByRole('button', { name: 'ATO' });
    const kept = Array.from(container.querySelectorAll('.glossary-term__line'), (span) => [
      span.querySelector('button')?.textContent,
      span.textContent,
    ]);
    expect(kept).toEqual([
      ['ATO', 'ATO.'],
      ['super', 'super,'],
    ]);
    expect(container.querySelector('p')?.textContent).toBe(
      'Ask the ATO. Then check your super, and your interest',
    );
  });

  it('links whole words only, and no words in headings', async () => {
    renderWithGlossary(
      <>
        <RichText markup="<h3>All about interest</h3><p>Supermarkets are not super.</p>" />
        <p>after</p>
      </>,
    );
    await screen.findByRole('button', { name: 'super' });
    expect(terms()).toEqual(['super']);
    expect(screen.getByRole('heading', { name: 'All about interest' })).toBeTruthy();
  });

  it('links each text on its own: a term in one text is linked again in the next', async () => {
    renderWithGlossary(
      <>
        <RichText markup="<p>interest</p>" />
        <RichText markup="<p>interest</p>" />
      </>,
    );
    await waitFor(() => expect(terms()).toEqual(['interest', 'interest']));
  });

  it('leaves a text unlinked when asked to (a text inside a button)', async () => {
    const { calls } = renderWithGlossary(
      <>
        <RichText markup="<p>interest</p>" glossary={false} />
        <GlossaryText text="super" />
      </>,
    );
    await screen.findByRole('button', { name: 'super' });
    expect(terms()).toEqual(['super']);
    expect(calls).toHaveLength(1);
  });

  it('opens the definition with Enter, closes it with Escape and goes back to the term', async () => {
    const user = userEvent.setup();
    renderWithGlossary(
      <RichText markup="<p>Money earns compound interest at the bank.</p><p>Then spend it.</p>" />,
    );
    const term = await screen.findByRole('button', { name: 'compound interest' });
    expect(term.getAttribute('type')).toBe('button');
    expect(term.getAttribute('aria-haspopup')).toBe('dialog');
    expect(term.getAttribute('aria-describedby')).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(term);
    await user.keyboard('{Enter}');
    const popup = screen.getByRole('dialog', { name: 'Compound interest' });
    expect(within(popup).getByText('Interest that is also paid on earlier interest.')).toBeTruthy();
    expect(document.activeElement).toBe(within(popup).getByRole('button', { name: 'Close' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(term);

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(term);
  });

  it('shows the definition as text, never as markup', async () => {
    const user = userEvent.setup();
    renderWithGlossary(<RichText markup="<p>A scam!</p>" />);
    await user.click(await screen.findByRole('button', { name: 'scam' }));
    const popup = screen.getByRole('dialog', { name: 'Scam' });
    expect(within(popup).getByText('A trick to steal your <b>money</b> or details.')).toBeTruthy();
    expect(popup.querySelector('b')).toBeNull();
  });

  it('inside another popup, Escape closes only the definition', async () => {
    const user = userEvent.setup();
    function FaqLike() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} title="FAQ" onClose={() => setOpen(false)} actions={null}>
          <RichText markup="<p>Your super grows.</p>" />
        </Dialog>
      );
    }
    renderWithGlossary(<FaqLike />);
    await user.click(await screen.findByRole('button', { name: 'super' }));
    expect(screen.getByRole('dialog', { name: 'Superannuation' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Superannuation' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'FAQ' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'super' }));
  });

  it('loads the glossary once for every text, without signing in', async () => {
    const { calls } = renderWithGlossary(
      <>
        <RichText markup="<p>interest</p>" />
        <RichText markup="<p>super</p>" />
        <GlossaryText text="ATO" />
      </>,
    );
    await waitFor(() => expect(terms()).toEqual(['interest', 'super', 'ATO']));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/g/glossary']);
  });

  it('loads the glossary only once a text that links terms is shown', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <RichText markup="<p>interest</p>" />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Read the article
        </button>
      );
    }
    const { calls } = renderWithGlossary(
      <>
        <p>Week 1: what's your next money move?</p>
        <RichText markup="<p>super</p>" glossary={false} />
        <Later />
      </>,
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read the article' }));
    // The text shows at once, and its term is linked when the glossary has come.
    expect(screen.getByText('interest')).toBeTruthy();
    await screen.findByRole('button', { name: 'interest' });
    expect(terms()).toEqual(['interest']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/g/glossary']);
  });

  it('shows texts without links, and no error, when the glossary cannot be loaded', async () => {
    const { calls, queryClient, container } = renderWithGlossary(
      <RichText markup="<p>Compound interest and super.</p>" />,
      { status: 500 },
    );
    await waitFor(() => expect(queryClient.getQueryState(['glossary'])?.status).toBe('error'));
    expect(calls).toHaveLength(1);
    expect(terms()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('Compound interest and super.');
  });

  it('shows texts without links when the glossary is empty or malformed', async () => {
    const { queryClient } = renderWithGlossary(<RichText markup="<p>interest</p>" />, [
      { Term: 42, Definition: null } as never,
    ]);
    await waitFor(() => expect(queryClient.getQueryState(['glossary'])?.status).toBe('success'));
    expect(terms()).toEqual([]);
    expect(screen.getByText('interest')).toBeTruthy();
  });

  it('shows texts without links outside the glossary provider', () => {
    render(<RichText markup="<p>interest</p>" />);
    expect(terms()).toEqual([]);
  });
});

describe('GlossaryText', () => {
  it('links plain text once a text, and keeps line breaks when asked', async () => {
    const { container } = renderWithGlossary(
      <p>
        <GlossaryText text={'Super grows.\nYour super fund, the ATO and <b>you</b>.'} lineBreaks />
      </p>,
    );
    await waitFor(() => expect(terms()).toEqual(['Super', 'ATO']));
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph.querySelector('b')).toBeNull();
    expect(paragraph.textContent).toBe('Super grows.Your super fund, the ATO and <b>you</b>.');
    expect(TEST_GLOSSARY.some((entry) => entry.Term === 'superannuation')).toBe(true);
  });
});
