import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { readSession, updateSession } from '../../../lib/session';
import { saveTeacherSession } from '../../../lib/teacher-session';
import { classRow, LINK_ID, teacherLink } from '../testing/fixtures';
import { ClassViewPage } from './class-view';

const stuck = classRow({
  PlayerID: 'p-abe',
  Name: 'Abe Lin',
  GameInstanceID: '0d1e2f3a-3333-4b4c-8d9e-0f1a2b3c4d5e',
  Week: 1,
  NetPosition: 613.4,
  AgainstPar: -35,
  Stuck: [{ Code: 'no-bank-account', Reason: "Can't finish week 1 without a bank account" }],
});
const rae = classRow();
const tom = classRow({
  PlayerID: 'p-tom',
  Name: 'Tom Wu',
  GameInstanceID: '1e2f3a4b-4444-4c5d-9e0f-1a2b3c4d5e6f',
  Week: 2,
  NetPosition: -40,
  AgainstPar: 0,
});

function open(rows = [rae, tom, stuck], link = teacherLink()) {
  const calls = stubServer({
    'GET /api/t/links': ok([link]),
    [`GET /api/t/links/${LINK_ID}/players`]: ok(rows),
    [`PUT /api/t/links/${LINK_ID}`]: (body) =>
      ok(teacherLink(body as Partial<ReturnType<typeof teacherLink>>)),
  });
  renderRoute('/teacher/classes/:GameLinkID', <ClassViewPage />, `/teacher/classes/${LINK_ID}`);
  return calls;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe("the class's learning tab", () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the matched figures, by topic and question, and each student before and after', async () => {
    stubServer({
      'GET /api/t/links': ok([teacherLink()]),
      [`GET /api/t/links/${LINK_ID}/players`]: ok([rae, tom]),
      [`GET /api/t/links/${LINK_ID}/learning`]: ok({
        Questions: 12,
        Students: 2,
        MeanBefore: 5.5,
        MeanAfter: 9,
        MeanGain: 3.5,
        EffectSize: 1.24,
        EffectSizeLow: 0.1,
        EffectSizeHigh: 2.38,
        Topics: [
          {
            Topic: 'Scams',
            Before: 0.5,
            After: 1,
            InPlay: { Label: 'Money lost to scams', Students: 2, StudentsWith: 1, Mean: 125 },
          },
          {
            Topic: 'Budgeting and saving',
            Before: 0,
            After: 0.5,
            InPlay: {
              Label: 'Kept their plan four weeks running',
              Students: 2,
              StudentsWith: 0,
              Mean: null,
            },
          },
          { Topic: 'Consumer rights', Before: 1, After: 1, InPlay: null },
        ],
        Items: [{ Topic: 'Is a prize fee a scam?', Before: 0.25, After: 0.75 }],
        Rows: [
          { Name: 'Rae Tan', Before: 5, After: 10 },
          { Name: 'Tom Wu', Before: 6, After: null },
        ],
        Reading: 'Raw gain: not proof that the game caused it.',
      }),
    });
    renderRoute('/teacher/classes/:GameLinkID', <ClassViewPage />, `/teacher/classes/${LINK_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Learning' }));
    expect((await screen.findByText('Students who did both')).nextElementSibling?.textContent).toBe(
      '2',
    );
    expect(screen.getByText('Mean before').nextElementSibling?.textContent).toBe('5.5 of 12');
    expect(screen.getByText('Mean gain').nextElementSibling?.textContent).toBe('3.50');
    expect(
      screen.getByText('Effect size (d_z, 95% interval)').nextElementSibling?.textContent,
    ).toBe('1.24 (0.10 to 2.38)');
    expect(screen.getByText('Raw gain: not proof that the game caused it.')).toBeDefined();
    const topics = screen.getByRole('table', { name: 'Right answers by topic' });
    // Beside each topic, what the class did in the game that it teaches.
    expect(bodyRows(topics).map((row) => row.textContent)).toEqual([
      'Scams50%100%Money lost to scams: $125.00 a student on average (1 of 2 students)',
      'Budgeting and saving0%50%Kept their plan four weeks running: 0 of 2 students',
      'Consumer rights100%100%–',
    ]);
    expect(within(topics).getByRole('columnheader', { name: 'In the game' })).toBeDefined();
    // Questions have no such column.
    const questions = screen.getByRole('table', { name: 'Right answers by question' });
    expect(within(questions).queryByRole('columnheader', { name: 'In the game' })).toBeNull();
    const students = screen.getByRole('table', { name: "Each student's money check" });
    expect(bodyRows(students).map((row) => row.textContent)).toEqual([
      'Rae Tan5 of 1210 of 12',
      'Tom Wu6 of 12–',
    ]);
  });

  it('says so where the class has no money check, and asks the server nothing', async () => {
    const calls = stubServer({
      'GET /api/t/links': ok([teacherLink({ PretestRequired: false })]),
      [`GET /api/t/links/${LINK_ID}/players`]: ok([rae]),
    });
    renderRoute('/teacher/classes/:GameLinkID', <ClassViewPage />, `/teacher/classes/${LINK_ID}`);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Learning' }));
    expect(await screen.findByText(/This class has no money check before week 1/)).toBeDefined();
    expect(calls.some((call) => call.path.endsWith('/learning'))).toBe(false);
  });
});

describe('the class view', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it("links to the class's weekly guide", async () => {
    open();
    const guide = await screen.findByRole('link', { name: 'Weekly guide' });
    expect(guide.getAttribute('href')).toBe(`/teacher/classes/${LINK_ID}/guide`);
  });

  it('puts the student who needs help first, flagged in words with the reason', async () => {
    const calls = open();
    const table = await screen.findByRole('table', { name: /10B's students/ });
    const [first, second, third] = bodyRows(table);
    expect(within(first!).getByRole('rowheader').textContent).toMatch(/Abe Lin.*Needs help/);
    expect(first?.textContent).toContain("Can't finish week 1 without a bank account");
    expect(second?.textContent).toContain('Tom Wu');
    expect(third?.textContent).toContain('All good');
    expect(within(first!).getByRole('link', { name: 'Abe Lin' }).getAttribute('href')).toBe(
      `/teacher/students/${stuck.GameInstanceID}`,
    );
    expect(screen.getByText(/3 of 40 students/)).toBeDefined();
    // The teacher's token, never a player's.
    expect(calls.every((call) => call.path.startsWith('/api/t/'))).toBe(true);
  });

  it('shows who is waiting for the pace and who just joined, neither as needing help', async () => {
    const waiting = classRow({ WaitingForPace: true, Week: 3 });
    const newcomer = classRow({
      PlayerID: 'p-new',
      Name: 'Ivy Ong',
      GameInstanceID: null,
      Week: 0,
    });
    open([waiting, newcomer]);
    expect(
      await screen.findByText('Finished week 3: waiting for you to open week 4'),
    ).toBeDefined();
    expect(screen.getByText('Just joined')).toBeDefined();
    expect(screen.queryAllByText('Needs help', { selector: '.class-flag' })).toEqual([]);
    expect(screen.getByText(/1 waiting for you to open the next week/)).toBeDefined();
  });

  it("says another teacher's class is not theirs, not that it couldn't load", async () => {
    stubServer({
      'GET /api/t/links': ok([]),
      [`GET /api/t/links/${LINK_ID}/players`]: refused(403, 'You do not have access to this game.'),
    });
    renderRoute('/teacher/classes/:GameLinkID', <ClassViewPage />, `/teacher/classes/${LINK_ID}`);
    expect(await screen.findByText(/This class isn't one of yours/)).toBeDefined();
    expect(screen.queryByText(/couldn.t load/i)).toBeNull();
  });

  it('tells the teacher how many students a full class turned away', async () => {
    open([rae], teacherLink({ RefusedFull: 2, MaxPlayers: 30 }));
    expect(
      await screen.findByText('2 students were turned away because the class is full (30 places).'),
    ).toBeDefined();
  });

  it('asks before closing the class, and closes it only when the teacher says yes', async () => {
    const calls = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the class' }));
    expect(screen.getByText(/Students playing are stopped at their next move/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close the class' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText(/The class is closed: students are stopped/)).toBeDefined();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { IsGameActive: false },
    ]);
  });

  it('sorts by a column from the keyboard and says how in aria-sort', async () => {
    open();
    const table = await screen.findByRole('table', { name: /10B's students/ });
    const net = within(table).getByRole('columnheader', { name: /Net position/ });
    expect(net.getAttribute('aria-sort')).toBeNull();
    within(net).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(net.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Rae Tama'),
      expect.stringContaining('Abe Lin'),
      expect.stringContaining('Tom Wu'),
    ]);
    await userEvent.keyboard('{Enter}');
    expect(net.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Sorted by net position, lowest first').getAttribute('role')).toBe(
      'status',
    );
  });

  it('shows each game against par, sorts by it, and marks a practice game apart', async () => {
    const practice = classRow({
      GameInstanceID: '2f3a4b5c-5555-4d6e-8f0a-2b3c4d5e6f7a',
      Week: 5,
      NetPosition: 9000,
      AgainstPar: 900,
      IsPractice: true,
      Stuck: [{ Code: 'no-bank-account', Reason: "Can't finish week 1 without a bank account" }],
    });
    open([rae, tom, stuck, practice]);
    const table = await screen.findByRole('table', { name: /10B's students/ });
    const par = within(table).getByRole('columnheader', { name: /Against par/ });
    within(par).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(par.getAttribute('aria-sort')).toBe('descending');
    expect(
      screen.getByText('Sorted by result against par, highest first').getAttribute('role'),
    ).toBe('status');
    const rows = bodyRows(table);
    const cells = (index: number) =>
      within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toMatch(/Rae Tama.*Practice/);
    expect(cells(0)[3]).toBe('+$900');
    expect(within(rows[1]!).getByRole('rowheader').textContent).not.toMatch(/Practice/);
    expect(cells(1)[3]).toBe('+$120');
    expect(cells(2)[3]).toBe('on par');
    expect(cells(3)[3]).toBe('−$35');
    // The practice game is counted apart: three games, one of them stuck, and one practice game.
    expect(screen.getByText('3 games · 1 practice game · 1 may need help')).toBeTruthy();
    expect(screen.getByText(/A practice game is a student's second or later game/)).toBeTruthy();
  });

  it("shows each student's badges: how many, with their titles read out, and sorts by them", async () => {
    const earned = classRow({
      Badges: [
        {
          ID: 'safety-net',
          Title: 'Safety net',
          Description: 'Two weeks of spending put away in savings by week 8.',
          Week: 2,
        },
        {
          ID: 'scam-spotter',
          Title: 'Scam spotter',
          Description: 'Turned down every scam that came your way.',
          Week: 3,
        },
      ],
    });
    open([earned, tom, stuck]);
    const table = await screen.findByRole('table', { name: /10B's students/ });
    const badges = within(table).getByRole('columnheader', { name: /Badges/ });
    within(badges).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(badges.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('Sorted by badges, most first').getAttribute('role')).toBe('status');
    const rows = bodyRows(table);
    const badgeCell = (index: number) => within(rows[index]!).getAllByRole('cell').at(-1)!;
    expect(within(rows[0]!).getByRole('rowheader').textContent).toMatch(/Rae Tama/);
    // The count, then the titles: read out on any screen, and shown in small print on a laptop.
    expect(badgeCell(0).textContent).toBe('2: Safety net, Scam spotterSafety netScam spotter');
    expect(within(badgeCell(0)).queryByRole('list')).toBeNull(); // the same words again, hidden
    expect(badgeCell(1).textContent).toBe('0');
  });

  it('says who the class plays', async () => {
    open();
    expect(
      await screen.findByText('Who the class plays: 15, Year 10, at home with a casual job'),
    ).toBeTruthy();
  });

  it('says a family link has no one persona', async () => {
    open([rae], teacherLink({ Theme: 'family', Persona: null, JoinCode: null }));
    expect(await screen.findByText('Each family member plays their own age')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Class code' })).toBeNull();
  });

  it('says how the class signs in when the teacher chose', async () => {
    open([rae], teacherLink({ SignInWith: 'Google', EmailDomains: ['school.edu.au'] }));
    expect(
      await screen.findByText('Students sign in with Google only, with @school.edu.au emails'),
    ).toBeTruthy();
  });

  it('shows the class code large, with where students type it', async () => {
    open();
    const code = await screen.findByRole('region', { name: 'Class code' });
    expect(within(code).getByText('K7M 4QX')).toBeTruthy();
    expect(code.textContent).toContain('Students go to localhost:3000/join and type the code.');
  });

  it('hides the leaderboard and paces the class, saying what it did', async () => {
    const calls = open();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Students can see the class leaderboard' }),
    );
    expect(await screen.findByText('The class leaderboard is hidden from students.')).toBeDefined();
    await userEvent.click(screen.getByLabelText('Students may play up to week'));
    const week = screen.getByLabelText('Last week students may play');
    await userEvent.clear(week);
    await userEvent.type(week, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save pace' }));
    expect(await screen.findByText('Students may play up to week 4.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { LeaderboardVisible: false },
      { WeeksOpen: 4 },
    ]);
  });

  it('leaves a player signed in on this browser alone', async () => {
    updateSession({ Token: 'player-token', GameLinkID: 'other' });
    open();
    await screen.findByRole('table', { name: /10B's students/ });
    expect(readSession().Token).toBe('player-token');
  });
});
