import { PAR_EXPLAINED } from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import { balanceSheetRows } from '../components/balance-sheet';
import {
  finalProgress,
  prefersReducedMotion,
  renderEndOfGame,
  requiredDone,
} from '../testing/render-end-of-game';

const originalMatchMedia = window.matchMedia;
const originalGetContext = HTMLCanvasElement.prototype.getContext;

beforeEach(() => {
  prefersReducedMotion(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = originalMatchMedia;
  HTMLCanvasElement.prototype.getContext = originalGetContext;
});

describe('the end of the game', () => {
  it('celebrates, shows the final net position and the way to the balance sheet', async () => {
    renderEndOfGame('/end-of-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'You did it, Sam!' })).toBeTruthy();
    expect(
      screen.getByText('You made it through all 26 weeks of the Money Challenge.'),
    ).toBeTruthy();
    expect(screen.getByText('Your final net position').nextElementSibling?.textContent).toBe(
      '$2,245',
    );
    expect(screen.getByText('Including $34.60 from the end quiz.')).toBeTruthy();
    expect(screen.getByText("You're $420 above par")).toBeTruthy();
    expect(screen.getByText(PAR_EXPLAINED)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See your final balance sheet' }).getAttribute('href'),
    ).toBe('/end-of-game/balancesheet');
    // Reduced motion: a still picture instead of the fireworks.
    expect(screen.getByRole('img', { name: 'Fireworks' })).toBeTruthy();
    expect(screen.queryByTestId('fireworks')).toBeNull();
  });

  it("shows the player's money check before week 1 and after the end quiz, where the game had one", async () => {
    renderEndOfGame('/end-of-game', {
      'GET /api/i/pretest/result': ok({ Total: 12, Before: 5, After: 10 }),
    });
    const card = await screen.findByRole('region', { name: 'Your money check' });
    expect(within(card).getByText('Before: 5 of 12. After: 10 of 12.')).toBeTruthy();
    expect(within(card).getByText(/5 more right than before week 1/)).toBeTruthy();
  });

  it('says nothing of a money check the game did not have', async () => {
    renderEndOfGame('/end-of-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'You did it, Sam!' })).toBeTruthy();
    expect(screen.queryByText(/money check/i)).toBeNull();
  });

  it('plays the fireworks on a canvas where motion is welcome', async () => {
    prefersReducedMotion(false);
    const context = {
      scale: vi.fn(),
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
    };
    HTMLCanvasElement.prototype.getContext = vi.fn(
      () => context,
    ) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    renderEndOfGame('/end-of-game');
    expect(await screen.findByTestId('fireworks')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Fireworks' })).toBeNull();
    await waitFor(() => expect(context.arc).toHaveBeenCalled());
  });

  it('sends a player whose required quiz is not done to it', async () => {
    renderEndOfGame('/end-of-game', {
      'GET /api/i/games/hasendsurvey': ok({ ...requiredDone, IsSurveyComplete: false }),
    });
    expect(await screen.findByText('Arrived at /surveys/quiz-intro')).toBeTruthy();
  });

  it('sends an insurer player straight to the question screen', async () => {
    renderEndOfGame(
      '/end-of-game',
      { 'GET /api/i/games/hasendsurvey': ok({ ...requiredDone, IsSurveyComplete: false }) },
      { Theme: 'insurer' },
    );
    expect(await screen.findByText('Arrived at /surveys/question')).toBeTruthy();
  });

  it('offers an optional survey not done yet, with the certificate', async () => {
    renderEndOfGame('/end-of-game', {
      'GET /api/i/games/hasendsurvey': ok({
        HasEndSurvey: true,
        IsOptional: true,
        IsSurveyComplete: false,
      }),
    });
    const offer = await screen.findByRole('region', { name: 'Got a few more minutes?' });
    expect(
      within(offer).getByRole('link', { name: 'Start the questions' }).getAttribute('href'),
    ).toBe('/surveys/quiz-intro');
    expect(screen.getByRole('button', { name: 'Download your certificate' })).toBeTruthy();
  });

  it('shows the certificate where there is no survey, and no survey to start', async () => {
    renderEndOfGame('/end-of-game', {
      'GET /api/i/games/hasendsurvey': ok({
        HasEndSurvey: false,
        IsOptional: true,
        IsSurveyComplete: false,
      }),
    });
    expect(await screen.findByRole('button', { name: 'Download your certificate' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Got a few more minutes?' })).toBeNull();
  });

  it('sends a game still under way back to the dashboard', async () => {
    renderEndOfGame('/end-of-game', {
      'GET /api/i/games/apps': ok({
        Apps: [],
        TotalWeeks: 26,
        CurrentWeek: 12,
        IsGameComplete: false,
        NetPosition: 0,
        PlayerName: 'Sam',
        WeekStage: 'playing',
      }),
    });
    expect(await screen.findByText('Arrived at /app/dashboard')).toBeTruthy();
  });
});

describe('the certificate', () => {
  it('is fetched with the token and saved as a PDF', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:certificate');
    // jsdom has no object URLs: stand-ins for this test only.
    const { createObjectURL: hadCreate, revokeObjectURL: hadRevoke } = URL;
    onTestFinished(() => {
      URL.createObjectURL = hadCreate;
      URL.revokeObjectURL = hadRevoke;
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => clicked.mockRestore());
    renderEndOfGame('/end-of-game');
    // The server's answer is a PDF, not the JSON envelope the other calls get.
    const server = vi.mocked(fetch).getMockImplementation()!;
    const fetched = vi.fn(async (input: string, init: RequestInit = {}) =>
      input.startsWith('/api/i/survey/certificate')
        ? new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
        : server(input, init),
    );
    vi.stubGlobal('fetch', fetched);
    await user.click(await screen.findByRole('button', { name: 'Download your certificate' }));
    expect(await screen.findByText(/Your certificate \(a PDF\) is in your downloads/)).toBeTruthy();
    const [url, init] = fetched.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(
      '/api/i/survey/certificate?GameInstanceID=3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b',
    );
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(createObjectURL).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalled();
  });

  it('says so clearly when the server refuses', async () => {
    const user = userEvent.setup();
    renderEndOfGame('/end-of-game', {
      'GET /api/i/survey/certificate': refused(400, 'Finish the end-of-game quiz first.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download your certificate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Finish the end-of-game quiz first.',
    );
  });

  it("says it isn't ready when the server has no certificate yet", async () => {
    const user = userEvent.setup();
    renderEndOfGame('/end-of-game', {
      'GET /api/i/survey/certificate': refused(404, 'Not found.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download your certificate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your certificate isn't ready yet. Please try again a bit later.",
    );
  });
});

describe('the final balance sheet', () => {
  it('lists assets and liabilities by category with the quiz cash, and the net position', async () => {
    renderEndOfGame('/end-of-game/balancesheet');
    expect(await screen.findByRole('heading', { name: 'Your final balance sheet' })).toBeTruthy();
    const assets = screen.getByRole('table', { name: 'Assets: what you own' });
    const assetRows = within(assets)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(assetRows).toEqual([
      'My CashCash',
      'Everyday AccountBank account',
      'Cash from the end quizEnd-of-game quiz',
      'Total assets',
    ]);
    expect(within(assets).getByText('$34.60')).toBeTruthy();
    const owed = screen.getByRole('table', { name: 'Liabilities: what you owe' });
    expect(within(owed).getByText('Low Rate Card')).toBeTruthy();
    expect(within(owed).getAllByText(/-\$310\.25/)[0]?.textContent).toBe('-$310.25 owed');
    expect(
      screen.getByRole('heading', { name: 'Net position' }).nextElementSibling?.textContent,
    ).toBe('$2,245');
    const net = screen.getByRole('heading', { name: 'Net position' }).closest('section')!;
    expect(within(net).getByText("You're $420 above par")).toBeTruthy();
    expect(within(net).getByText(PAR_EXPLAINED)).toBeTruthy();
  });

  it('says a final net position within a dollar of par is on par', async () => {
    renderEndOfGame('/end-of-game/balancesheet', {
      'GET /api/i/progress': ok(finalProgress({ AgainstPar: 0.2 })),
    });
    expect(await screen.findByText("You're on par")).toBeTruthy();
  });

  it('shows a stack of unpaid bills as one line with their total, each a tap away', async () => {
    const user = userEvent.setup();
    const bill = (Title: string, Balance: number) => ({
      Title,
      Category: 'Bills' as const,
      Balance,
      Icon: 'receipt',
    });
    renderEndOfGame('/end-of-game/balancesheet', {
      'GET /api/i/progress': ok(
        finalProgress({
          Items: [
            ...finalProgress().Items,
            bill('Rent', -466),
            bill('Mobile plan', -45),
            bill('Rent', -466),
            bill('Power and internet', -70),
          ],
        }),
      ),
    });
    const owed = await screen.findByRole('table', { name: 'Liabilities: what you owe' });
    const group = within(owed)
      .getByRole('rowheader', { name: /4 unpaid bills/ })
      .closest('tr')!;
    expect(within(group).getByRole('cell').textContent).toBe('-$1,047.00 owed');
    const toggle = within(group).getByRole('button', { name: 'Show each one' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(owed).queryByRole('rowheader', { name: /Mobile plan/ })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(owed).getByRole('rowheader', { name: /Mobile plan/ })).toBeTruthy();
  });

  it('counts the bank accounts in a stack, not their interest and held money', async () => {
    const bank = (Title: string, Balance: number) => ({
      Title,
      Category: 'BankAccountTransactions' as const,
      Balance,
      Icon: 'landmark',
    });
    renderEndOfGame('/end-of-game/balancesheet', {
      'GET /api/i/progress': ok(
        finalProgress({
          Items: [
            ...finalProgress().Items.filter((row) => row.Category !== 'BankAccountTransactions'),
            bank('Everyday', 300),
            bank('Everyday: interest earned, not yet paid', 0.12),
            bank('Saver', 900),
            bank('Saver: interest earned, not yet paid', 2.5),
            bank('Saver: held for iBuy bids', 40),
            bank('Bonus Saver', 100),
          ],
        }),
      ),
    });
    const assets = await screen.findByRole('table', { name: 'Assets: what you own' });
    expect(within(assets).getByRole('rowheader', { name: /^3 bank accounts/ })).toBeTruthy();
  });

  it('hides the Survey row in the family theme', async () => {
    renderEndOfGame('/end-of-game/balancesheet', {}, { Theme: 'family' });
    const assets = await screen.findByRole('table', { name: 'Assets: what you own' });
    expect(within(assets).queryByText('Cash from the end quiz')).toBeNull();
    expect(within(assets).getByText('My Cash')).toBeTruthy();
    const { assets: rows } = balanceSheetRows(finalProgress().Items, 'family');
    expect(rows.map((row) => row.Category)).toEqual(['Cashbox', 'BankAccountTransactions']);
    expect(balanceSheetRows(finalProgress().Items, 'insurer').assets).toHaveLength(3);
  });
});
