import { describe, expect, it } from 'vitest';
import type { Communication, CommunicationsResult } from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { openEverydayAccount, playWeek, startGame, type GameClient } from './support/game';

// A biller's final notice offers a payment plan: accepting it through the API sets the plan up
// (its instalments then arrive as bills), answering twice is refused with a clear message and
// changes nothing, and a plan's instalment is paid like any bill.

describe.each(dialects)('payment plans through the API on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  async function newGame() {
    const { client, link } = await startGame(ctx);
    const account = await openEverydayAccount(client, link.GameID);
    return { client, account };
  }

  async function emails(client: GameClient): Promise<Communication[]> {
    const emailApp = (await client.apps()).Apps.find((app) => app.Name === 'Email')!;
    const inbox = await client.get<CommunicationsResult>('/api/i/communications', {
      GameAppInstanceID: emailApp.ID,
    });
    return inbox.body.Results.Communications;
  }

  it('accepts a final notice’s payment plan once, and its instalment is a bill to pay', async () => {
    const { client, account } = await newGame();
    // Nothing paid: by the start of week 6 the phone bill of week 2 (due in week 3) has had its
    // final notice (rent gets a notice to vacate instead).
    for (let week = 1; week <= 5; week++) await playWeek(client);
    const notice = (await emails(client)).find(
      (e) => e.Subject.startsWith('Final notice:') && e.IsActionable && !e.Actioned,
    );
    expect(notice).toBeDefined();
    const answer = (choice: string) =>
      client.post<Communication>('/api/i/communication/action', {
        ActionableInstanceID: notice!.ID,
        Choice: choice,
      });
    const accepted = await answer('accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.Results).toMatchObject({ Actioned: true, Accepted: true });
    expect(accepted.body.Results.Outcome).toMatch(/^Your payment plan is set up: 4 instalments/);
    const again = await answer('accept');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      Success: false,
      Messages: ['You have already answered this offer.'],
    });
    await playWeek(client);
    const instalment = (await emails(client)).find((e) => e.Bill?.Title.endsWith(': instalment'));
    expect(instalment?.Bill).toMatchObject({ WeekDue: 7 });
    const paid = await client.post('/api/i/bills/pay', {
      BillInstanceID: instalment!.Bill!.ID,
      FromAccountInstanceID: account.ID,
      SetAutomatic: false,
    });
    expect(paid.body.Success).toBe(true);
  });

  it('refuses a choice that is neither accept nor decline, changing nothing', async () => {
    const { client } = await newGame();
    for (let week = 1; week <= 5; week++) await playWeek(client);
    const notice = (await emails(client)).find((e) => e.Subject.startsWith('Final notice:'))!;
    const bad = await client.post('/api/i/communication/action', {
      ActionableInstanceID: notice.ID,
      Choice: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Messages).toEqual(['Choose accept or decline.']);
    const after = (await emails(client)).find((e) => e.ID === notice.ID)!;
    expect(after.Actioned).toBe(false);
  });
});
