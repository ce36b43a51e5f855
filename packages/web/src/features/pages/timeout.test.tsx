import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-route';
import { clearSession, updateSession } from '../../lib/session';
import { TimeoutPage } from './timeout';

// Shared computers (issue 30): the session-expired page always leads back to signing in.
describe('the session-expired page', () => {
  it("links to the class's sign-in when the browser knows the link", async () => {
    updateSession({ GameLinkID: 'link-1' });
    renderPage('/timeout', <TimeoutPage />);
    const link = await screen.findByRole('link', { name: 'Sign in again' });
    expect(link.getAttribute('href')).toBe('/auth/login/link-1');
  });

  it('says how to sign in again when it does not', async () => {
    clearSession({ keepGameLink: false });
    renderPage('/timeout', <TimeoutPage />);
    expect(await screen.findByText(/open the game link your teacher/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'How to sign in' }).getAttribute('href')).toBe('/');
  });
});
