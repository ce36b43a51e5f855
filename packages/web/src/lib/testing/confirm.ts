import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clicks the button that asks (by its accessible name), then answers in the confirm popup. */
export async function askAndAnswer(ask: string, answer: string) {
  await userEvent.click(await screen.findByRole('button', { name: ask }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: answer }),
  );
}
