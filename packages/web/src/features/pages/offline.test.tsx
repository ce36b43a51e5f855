import { PAGE_TEXT } from '@mc/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-route';
import { CLASS_CLOSED_PATH, offlinePath } from '../../lib/offline-path';
import { OfflinePage } from './offline';

// A closed link: the challenge over (the spec's page, with the final leaderboard), or a teacher's
// class closed for now (issue 30), which opens again and so has no final leaderboard.
describe('the closed page', () => {
  it("says the challenge is over, with the spec's words, for a link without a teacher", async () => {
    renderPage('/offline', <OfflinePage />, offlinePath(false));
    expect(await screen.findByText(PAGE_TEXT.offlineTitle)).toBeDefined();
    expect(screen.getByText(/final leaderboard/)).toBeDefined();
  });

  it("says a teacher's class is closed for now, never a final leaderboard", async () => {
    expect(offlinePath(true)).toBe(CLASS_CLOSED_PATH);
    renderPage('/offline', <OfflinePage />, CLASS_CLOSED_PATH);
    expect(await screen.findByText(PAGE_TEXT.classClosedTitle)).toBeDefined();
    expect(screen.getByText(PAGE_TEXT.classClosedBody)).toBeDefined();
    expect(screen.queryByText(/final leaderboard/)).toBeNull();
  });
});
