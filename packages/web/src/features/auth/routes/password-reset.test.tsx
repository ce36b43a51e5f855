import { AUTH_MESSAGES } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../../../lib/session';
import { ok, refused, renderPage, stubServer, type FakeReply } from '../../../../test/render-route';
import { PasswordResetPage } from './password-reset';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

function open(reply: FakeReply) {
  const calls = stubServer({ 'POST /api/Account/ResetPassword': reply });
  renderPage(
    '/auth/password-reset',
    <PasswordResetPage />,
    '/auth/password-reset?user=u-1&token=abc%2B1',
  );
  return calls;
}

async function submitNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('New password'), 'Better123');
  await user.type(screen.getByLabelText('Confirm new password'), 'Better123');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('setting a new password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the password rules on blur', async () => {
    const user = userEvent.setup();
    open(ok(null));
    await user.click(screen.getByLabelText('New password'));
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText(AUTH_MESSAGES.passwordInvalid)).toBeTruthy();
    await user.click(screen.getByLabelText('Confirm new password'));
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.confirmRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    expect(screen.getByText(AUTH_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends the code from the link and says the password has been changed', async () => {
    updateSession({ GameLinkID: LINK_ID });
    const user = userEvent.setup();
    const calls = open(ok(null));
    await submitNewPassword(user);
    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      UserID: 'u-1',
      Code: 'abc+1',
      NewPassword: 'Better123',
      ConfirmPassword: 'Better123',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/login/${LINK_ID}`,
    );
  });

  it('without a known game link, tells the player to open their link', async () => {
    const user = userEvent.setup();
    open(ok(null));
    await submitNewPassword(user);
    expect(await screen.findByText(/Open your game link again/)).toBeTruthy();
  });

  it("explains 'Invalid token.' as an already-used link", async () => {
    const user = userEvent.setup();
    open(refused(400, AUTH_MESSAGES.invalidToken));
    await submitNewPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetLinkUsed);
  });

  it('shows the first message of another refusal', async () => {
    const user = userEvent.setup();
    open(refused(400, 'Passwords must have at least one digit.', 'Second message'));
    await submitNewPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Passwords must have at least one digit.',
    );
  });

  it("says 'Password reset failed' when the server gives no message", async () => {
    const user = userEvent.setup();
    open(refused(400));
    await submitNewPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetFailed);
  });

  it("says 'Password reset failed' when a server error has no message", async () => {
    const user = userEvent.setup();
    open({ status: 500, body: 'Internal Server Error' });
    await submitNewPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetFailed);
  });

  it('shows the message a server error carries', async () => {
    const user = userEvent.setup();
    open(refused(500, 'The password store is unavailable.'));
    await submitNewPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password store is unavailable.',
    );
  });

  it('says when the link is incomplete', () => {
    stubServer({});
    renderPage('/auth/password-reset', <PasswordResetPage />, '/auth/password-reset?user=u-1');
    expect(screen.getByRole('alert').textContent).toContain('incomplete');
  });
});
