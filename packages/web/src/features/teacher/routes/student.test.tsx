import { PAR_EXPLAINED_FOR_TEACHERS, type Communication, type StudentInbox } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { saveTeacherSession } from '../../../lib/teacher-session';
import { classRow, INSTANCE_ID, LINK_ID, studentWeeks } from '../testing/fixtures';
import { StudentPage } from './student';

const replay = (week: number) => ({
  Week: week,
  TotalWeeks: 26,
  Report: {
    Items: [
      { Title: 'My Cash', Category: 'Cashbox', Balance: 765, Icon: '' },
      { Title: 'Rent', Category: 'Bills', Balance: -466, Icon: '' },
    ],
    Assets: 765,
    Liabilities: -466,
    NetPosition: week === 2 ? 1729.4 : 476.92,
    Week: week,
    TotalWeeks: 26,
  },
  Actions:
    week === 2
      ? ['Answered the Finance Weekly quiz: 3 of 4 right, $15.00 earned', 'Ended the week']
      : [],
});

const emptyInbox: StudentInbox = { Bills: [], Messages: [] };

function open(weeks = studentWeeks(), inbox = emptyInbox) {
  const calls = stubServer({
    [`GET /api/t/instances/${INSTANCE_ID}/weeks`]: ok(weeks),
    [`GET /api/t/instances/${INSTANCE_ID}/inbox`]: ok(inbox),
    [`GET /api/t/instances/${INSTANCE_ID}/replay`]: () => {
      const last = calls.at(-1);
      return ok(replay(Number(new URLSearchParams(last?.search).get('week'))));
    },
    [`GET /api/t/links/${LINK_ID}/players`]: ok([classRow()]),
    'POST /api/t/players/p-rae/reset-password': ok({
      ResetUrl: 'http://localhost:3000/auth/password-reset?user=u&token=t',
      ExpiresAt: '2026-11-24T09:00:00.000Z',
    }),
  });
  renderRoute(
    '/teacher/students/:GameInstanceID',
    <StudentPage />,
    `/teacher/students/${INSTANCE_ID}`,
  );
  return calls;
}

describe("a student's page", () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it('says where the student stands against par, with what par is', async () => {
    open();
    expect(
      await screen.findByText('In week 3 of 26 · Net position $1,225.40 · $120 above par'),
    ).toBeTruthy();
    expect(screen.getByText(PAR_EXPLAINED_FOR_TEACHERS)).toBeTruthy();
    expect(screen.queryByText('Practice')).toBeNull();
  });

  it('marks a practice game and says it is on no leaderboard', async () => {
    open(studentWeeks({ AgainstPar: -35, IsPractice: true }));
    expect(await screen.findByText('Practice')).toBeTruthy();
    expect(screen.getByText(/\$35 below par/)).toBeTruthy();
    expect(
      screen.getByText(/This is a practice game: Rae Tama has played this world before/),
    ).toBeTruthy();
  });

  it('draws the net position with the same figures in a table', async () => {
    open();
    const chart = await screen.findByRole('img', { name: /Net position week by week/ });
    expect(chart.textContent).toContain('From $1,079.40 at the start to $1,729.40 after week 2');
    const table = screen.getByRole('table', { name: 'Net position week by week' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WeekStartEndChange', '1$1,079.40$476.92−$602.48', '2$476.92$1,729.40+$1,252.48']);
  });

  it('steps from week 1 to week 2: where the money went, what they did, where they stood', async () => {
    const calls = open();
    expect(
      await screen.findByRole('table', { name: 'Where the money went in week 1' }),
    ).toBeDefined();
    expect(await screen.findByText(/went straight to the end of it/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByRole('table', { name: 'Where they stood at the end of week 2' }),
    ).toBeDefined();
    expect(screen.getByRole('table', { name: 'Where the money went in week 2' })).toBeDefined();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Answered the Finance Weekly quiz: 3 of 4 right, $15.00 earned',
      'Ended the week',
    ]);
    expect((screen.getByRole('button', { name: 'Next week' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      calls.filter((call) => call.path.endsWith('/replay')).map((call) => call.search),
    ).toEqual(['?week=1', '?week=2']);
  });

  it("lists the student's badges, each with the week it was earned", async () => {
    open(
      studentWeeks({
        Badges: [
          {
            ID: 'safety-net',
            Title: 'Safety net',
            Description: 'Two weeks of spending put away in savings by week 8.',
            Week: 2,
          },
          {
            ID: 'on-budget',
            Title: 'On budget',
            Description: 'Kept to your plan four weeks running.',
            Week: 3,
          },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Badges' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Safety netTwo weeks of spending put away in savings by week 8.Earned in week 2',
      'On budgetKept to your plan four weeks running.Earned in week 3',
    ]);
  });

  it('says when the student has no badge yet', async () => {
    open();
    expect(
      await screen.findByText(/No badges yet\. Each marks a money habit, earned at the end/),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Badges' })).toBeNull();
  });

  it('shows what the student sees: the bills owed and the notices, to talk through', async () => {
    const notice: Communication = {
      ID: 'm1',
      CommunicationType: 'EmailInstance',
      Category: 0,
      IsRead: false,
      From: 'Harbour Realty',
      Subject: 'Notice to vacate: rent arrears',
      Content: '<p>It takes effect at the end of week 5.</p>',
      Amount: 466,
      Fees: 0,
      TargetItemInstanceID: 'b1',
      ActionGameAppInstanceID: null,
      ActionItemInstanceID: null,
      IsActionable: false,
      Actioned: false,
      Accepted: false,
      Cancelled: false,
      Week: 3,
      Tag: 'Overdue',
      Outcome: null,
      RedFlags: [],
      Bill: null,
      PaySlip: null,
      Statement: null,
    };
    open(studentWeeks(), {
      Bills: [
        {
          ID: 'b1',
          Title: 'Rent',
          Payee: 'Harbour Realty',
          Amount: 466,
          OriginalAmount: 466,
          LateFees: 0,
          Fees: 0,
          WeekDue: 2,
          OpeningWeek: 1,
          ClosingWeek: 4,
          IsRecurring: true,
          IsAutomatic: false,
          IsPayable: true,
          Tag: 'Overdue',
        },
      ],
      Messages: [notice],
    });
    const section = await screen.findByRole('region', { name: 'What Rae Tama sees' });
    expect(await within(section).findByText('Notice to vacate: rent arrears')).toBeTruthy();
    expect(section.textContent).toContain(
      'Rent (Harbour Realty): $466.00, Overdue (was due in week 2)',
    );
    await userEvent.click(within(section).getByText('Notice to vacate: rent arrears'));
    expect(within(section).getByText('It takes effect at the end of week 5.')).toBeTruthy();
  });

  it('makes a one-time reset link to hand over', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('http://localhost:3000/auth/password-reset?user=u&token=t'),
    ).toBeDefined();
    expect(screen.getByText(/Hand Rae Tama this link\. It works once/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined();
  });
});
