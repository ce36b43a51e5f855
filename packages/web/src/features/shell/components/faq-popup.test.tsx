import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../../test/render-route';
import { polyfillDialog } from '../testing/fixtures';
import { FaqPopup } from './faq-popup';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const faqs = Array.from({ length: 8 }, (_, index) => ({
  ID: `faq-${index + 1}`,
  Name: `Question ${index + 1}?`,
  Content: `<p>Answer <strong>${index + 1}</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><ul><li>Tip</li></ul>`,
}));

function open() {
  // A plain array, not an envelope, with no token needed.
  const calls = stubServer({ 'GET /faqs.json': { body: faqs } });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <FaqPopup open onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('the FAQ popup', () => {
  it('shows the questions 6 per page and an answer, rendered safely', async () => {
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Frequently asked questions' });
    const list = await within(dialog).findByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    const second = within(dialog).getByRole('list', { name: 'Questions' });
    expect(
      within(second)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Question 7?', 'Question 8?']);

    await user.click(within(dialog).getByRole('button', { name: 'Question 8?' }));
    const heading = within(dialog).getByRole('heading', { name: 'Question 8?' });
    expect(document.activeElement).toBe(heading);
    const answer = heading.closest('article')!;
    expect(answer.querySelector('strong')?.textContent).toBe('8');
    expect(within(answer).getByRole('listitem').textContent).toBe('Tip');
    expect(answer.querySelector('script, img, [onerror]')).toBeNull();

    // Back to the list, on the page of the question just read.
    await user.click(within(dialog).getByRole('button', { name: /Back to questions/ }));
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Question 8?' }),
    );
  });
});
