import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { readSession, updateSession } from '../../../lib/session';
import { saveTeacherSession } from '../lib/teacher-session';
import { classRow, LINK_ID, teacherLink } from '../testing/fixtures';
import { ClassViewPage } from './class-view';

const stuck = classRow({
  PlayerID: 'p-abe',
  Name: 'Abe Lin',
  GameInstanceID: '0d1e2f3a-3333-4b4c-8d9e-0f1a2b3c4d5e',
  Week: 1,
  NetPosition: 613.4,
  Stuck: [{ Code: 'no-bank-account', Reason: "Can't finish week 1 without a bank account" }],
});
const rae = classRow();
const tom = classRow({
  PlayerID: 'p-tom',
  Name: 'Tom Wu',
  GameInstanceID: '1e2f3a4b-4444-4c5d-9e0f-1a2b3c4d5e6f',
  Week: 2,
  NetPosition: -40,
});

function open() {
  const calls = stubServer({
    'GET /api/t/links': ok([teacherLink()]),
    [`GET /api/t/links/${LINK_ID}/players`]: ok([rae, tom, stuck]),
    [`PUT /api/t/links/${LINK_ID}`]: (body) =>
      ok(teacherLink(body as Partial<ReturnType<typeof teacherLink>>)),
  });
  renderRoute('/teacher/classes/:GameLinkID', <ClassViewPage />, `/teacher/classes/${LINK_ID}`);
  return calls;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the class view', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

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
