import { MY_DATA_MESSAGES } from '@mc/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-route';
import { isPublicPath } from '../../app/public-pages';
import { ACCOUNT_DELETED_PATH } from '../../lib/delete-account';
import { AccountDeletedPage } from './account-deleted';

// Where a player lands once their account is deleted (issue 34): a page outside the game, which
// needs no sign-in (the account's is gone), saying so and leading home.
describe('the account-deleted page', () => {
  it('says the account and its games are gone, and links home', async () => {
    renderPage(ACCOUNT_DELETED_PATH, <AccountDeletedPage />);
    expect(
      await screen.findByRole('heading', { name: 'Your account has been deleted' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MY_DATA_MESSAGES.deleted);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('is a page outside the game', () => {
    expect(isPublicPath(ACCOUNT_DELETED_PATH)).toBe(true);
  });
});
