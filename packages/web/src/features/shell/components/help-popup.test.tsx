import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appInstance as app, gameApps } from '../../../lib/testing/app-fixtures';
import { polyfillDialog } from '../testing/fixtures';
import { HelpPopup } from './help-popup';

beforeAll(polyfillDialog);

describe('the help popup', () => {
  const topicsOf = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Help topics' }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('lists the apps by name, 6 per page, and opens the chosen one', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    // Every app available, as when they are all built: two pages.
    const apps = gameApps().Apps.map((one) => ({ ...one, IsDisabled: false }));
    render(
      <HelpPopup open apps={apps} loading={false} onChoose={onChoose} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'What can I help you with?' });
    expect(topicsOf(dialog)).toEqual([
      'Email',
      'Finance Weekly',
      'iBuy',
      'Job Finder',
      'Messages',
      'My Bank',
    ]);
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: /Previous/ }).disabled,
    ).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(topicsOf(dialog)).toEqual([
      'My Cash',
      'My Credit',
      'MyStuff',
      'Shares',
      'uShop',
      'Weekly Planner',
    ]);
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: /Next/ }).disabled).toBe(
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'My Cash' }));
    expect(onChoose).toHaveBeenCalledWith({ ...app('Cashbox'), IsDisabled: false });
  });

  it('offers help only for the apps a player can open now', () => {
    render(
      <HelpPopup
        open
        apps={gameApps().Apps}
        loading={false}
        onChoose={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'What can I help you with?' });
    expect(topicsOf(dialog)).toEqual([
      'Email',
      'Messages',
      'My Bank',
      'My Cash',
      'My Credit',
      'Weekly Planner',
    ]);
    expect(within(dialog).queryByText(/Page \d of/)).toBeNull();
  });
});
