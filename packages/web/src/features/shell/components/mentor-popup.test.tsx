import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillModalDialogs, renderWithGlossary } from '../../../lib/testing/glossary';
import { polyfillDialog } from '../testing/fixtures';
import { MentorPopup } from './mentor-popup';

beforeAll(polyfillDialog);

const long = Array.from({ length: 120 }, (_, index) => `money${index}`).join(' ');

describe('the mentor popup', () => {
  it('greets the player by name, shows line breaks and closes with Got it!', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <MentorPopup
        open
        playerName="Sam"
        onDone={onDone}
        messages={[
          {
            ID: '1',
            Title: 'Welcome %USERNAME%!',
            Body: 'Hi %USERNAME%.\nLet us begin.',
            Tag: null,
          },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Welcome Sam!' });
    expect(within(dialog).getByText(/Hi Sam\./)).toBeTruthy();
    expect(dialog.querySelector('.mentor__text br')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Next/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('pages long text with next and previous, and offers Got it! only on the last page', async () => {
    const user = userEvent.setup();
    render(
      <MentorPopup
        open
        playerName="Sam"
        onDone={() => undefined}
        messages={[{ ID: '1', Title: 'Saving', Body: long, Tag: null }]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Saving' });
    expect(within(dialog).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Got it!' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Previous/ })).toBeNull();
    const firstPage = dialog.querySelector('.mentor__text')!.textContent!;
    expect(firstPage.length).toBeLessThanOrEqual(350);
    expect(firstPage.startsWith('money0 money1')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Got it!' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByText('Page 3 of 3')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Next/ })).toBeNull();
    const gotIt = within(dialog).getByRole('button', { name: 'Got it!' });
    expect(document.activeElement).toBe(gotIt);

    await user.click(within(dialog).getByRole('button', { name: /Previous/ }));
    expect(within(dialog).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Got it!' })).toBeNull();
  });

  it('runs several messages one after another, each with its title', async () => {
    const user = userEvent.setup();
    render(
      <MentorPopup
        open
        playerName="Sam"
        onDone={() => undefined}
        messages={[
          { ID: '1', Title: 'First', Body: 'One.', Tag: null },
          { ID: '2', Title: 'Second', Body: 'Two.', Tag: 'tip' },
        ]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Got it!' })).toBeTruthy();
  });
});

describe('focus after the mentor', () => {
  it("goes to the screen's heading when what had focus has gone", async () => {
    const user = userEvent.setup();
    function Screen({ showMentor }: { showMentor: boolean }) {
      return (
        <main>
          <h1>My Bank</h1>
          {showMentor ? (
            <MentorPopup
              open
              playerName="Sam"
              onDone={() => undefined}
              messages={[{ ID: '1', Title: 'Hi', Body: 'Hello.', Tag: null }]}
            />
          ) : null}
        </main>
      );
    }
    const { rerender } = render(<Screen showMentor />);
    await user.click(screen.getByRole('button', { name: 'Got it!' }));
    rerender(<Screen showMentor={false} />);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Bank' })),
    );
  });
});

describe('glossary words in the mentor’s help', () => {
  beforeAll(polyfillModalDialogs);

  it('links the first use on each page, and Escape closes only the definition', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithGlossary(
      <MentorPopup
        open
        playerName="Sam"
        onDone={onDone}
        messages={[
          {
            ID: '1',
            Title: 'My Bank',
            Body: 'A savings account earns interest.\nInterest is paid every four weeks.',
            Tag: null,
          },
        ]}
      />,
    );
    const mentor = screen.getByRole('dialog', { name: 'My Bank' });
    const term = await within(mentor).findByRole('button', { name: 'interest' });
    expect(within(mentor).queryByRole('button', { name: 'Interest' })).toBeNull();
    expect(mentor.querySelector('.mentor__text br')).not.toBeNull();

    await user.click(term);
    expect(screen.getByRole('dialog', { name: 'Interest' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Interest' })).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(term);
  });
});
