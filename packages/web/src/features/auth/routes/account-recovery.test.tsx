import { AUTH_MESSAGES } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderPage, stubServer } from '../../../../test/render-route';
import { AccountRecoveryPage } from './account-recovery';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

function open() {
  renderPage(
    '/auth/account-recovery/:gamelinkid',
    <AccountRecoveryPage />,
    `/auth/account-recovery/${LINK_ID}`,
  );
}

describe('asking for a password-reset email', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs an email before it can send', async () => {
    const user = userEvent.setup();
    stubServer({});
    open();
    await user.click(screen.getByLabelText('School Email'));
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.emailRequired);
    expect(
      (screen.getByRole('button', { name: 'Send reset email' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('tells the player to check their email once it is sent', async () => {
    const user = userEvent.setup();
    const calls = stubServer({ 'POST /api/Account/sendresetpassword': ok(null) });
    open();
    await user.type(screen.getByLabelText('School Email'), 'sam@school.edu.au');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ UserName: 'sam@school.edu.au', GameLinkID: LINK_ID });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      `/auth/login/${LINK_ID}`,
    );
  });

  it("says 'Email not found' with a Go Back button", async () => {
    const user = userEvent.setup();
    stubServer({ 'POST /api/Account/sendresetpassword': refused(400) });
    open();
    await user.type(screen.getByLabelText('School Email'), 'nobody@school.edu.au');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailNotFound);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect((screen.getByLabelText('School Email') as HTMLInputElement).value).toBe(
      'nobody@school.edu.au',
    );
  });

  it("shows the server's own message when it gives one", async () => {
    const user = userEvent.setup();
    stubServer({
      'POST /api/Account/sendresetpassword': refused(404, AUTH_MESSAGES.emailNotFound),
    });
    open();
    await user.type(screen.getByLabelText('School Email'), 'nobody@school.edu.au');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailNotFound);
  });
});
