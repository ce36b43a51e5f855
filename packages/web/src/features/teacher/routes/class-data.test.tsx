import { classExportFileName, TEACHER_MESSAGES, type TeacherLink } from '@mc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { catchDownloads, serveJsonFile } from '../../../lib/testing/downloads';
import { saveTeacherSession } from '../../../lib/teacher-session';
import { classRow, LINK_ID, teacherLink } from '../testing/fixtures';
import { ClassViewPage } from './class-view';
import { ClassesPage } from './classes';

// A class's data kept, then deleted (issue 34, decision 030), on the class page: when it goes
// (a warning a month before), the whole class as JSON to keep, and deleting it now.

const CLASS_URL = `/teacher/classes/${LINK_ID}`;
const DELETE = `DELETE /api/t/links/${LINK_ID}`;

function open(link: TeacherLink, extra: Parameters<typeof stubServer>[0] = {}) {
  const calls = stubServer({
    'GET /api/t/links': ok([link]),
    [`GET /api/t/links/${LINK_ID}/players`]: ok([classRow()]),
    ...extra,
  });
  renderRoute('/teacher/classes/:GameLinkID', <ClassViewPage />, CLASS_URL);
  return calls;
}

const deleteCalls = (calls: ReturnType<typeof open>) =>
  calls.filter((call) => call.method === 'DELETE');

describe('when a class is deleted on schedule', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it('warns with the date, how to keep the results and how to keep the class longer', async () => {
    open(
      teacherLink({
        DeletionWarning: true,
        // Midday UTC: the same day in every time zone a test may run in.
        DeletesOn: '2027-03-15T12:00:00.000Z',
        LastActivity: '2026-02-08T12:00:00.000Z',
      }),
    );
    const warning = await screen.findByRole('region', {
      name: "This class's data will be deleted on 15 March 2027",
    });
    expect(
      within(warning).getByText(/export the class first: Export CSV or Export all/),
    ).toBeTruthy();
    expect(
      within(warning).getByText(
        'To keep the class longer, close it, or let students play on: either starts its 400 days again.',
      ),
    ).toBeTruthy();
    // The quiet line says no more than the warning does.
    expect(screen.queryByText(/Students' data is kept until/)).toBeNull();
  });

  it('tells the teacher of a closed class to open and close it again', async () => {
    open(
      teacherLink({
        IsGameActive: false,
        DeletionWarning: true,
        DeletesOn: '2027-03-15T12:00:00.000Z',
        LastActivity: '2026-02-08T12:00:00.000Z',
      }),
    );
    const warning = await screen.findByRole('region', { name: /will be deleted on/ });
    expect(
      within(warning).getByText(
        'To keep the class longer, open it and close it again: that starts its 400 days again.',
      ),
    ).toBeTruthy();
  });

  it('says quietly how long the data is kept before the warning is due', async () => {
    open(teacherLink({ DeletionWarning: false, DeletesOn: '2027-12-25T12:00:00.000Z' }));
    expect(await screen.findByText("Students' data is kept until 25 December 2027")).toBeTruthy();
    expect(screen.queryByRole('region', { name: /will be deleted on/ })).toBeNull();
  });

  it('says nothing of deletion where the server keeps data until a teacher deletes it', async () => {
    open(teacherLink({ DeletionWarning: false, DeletesOn: null }));
    expect(await screen.findByRole('heading', { name: '10B' })).toBeTruthy();
    expect(screen.queryByText(/kept until|will be deleted/)).toBeNull();
  });
});

describe('exporting the whole class', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it('saves the JSON file under the class name, with the teacher token', async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    open(teacherLink({ GroupName: '9C Money' }));
    const file = { ExportedAt: '2026-11-28T00:00:00.000Z', Rows: [], Students: [] };
    serveJsonFile(`/api/t/links/${LINK_ID}/export.json`, file);
    await user.click(await screen.findByRole('button', { name: 'Export all (JSON)' }));

    const name = classExportFileName('9C Money');
    expect(name).toBe('money-challenge-9C-Money.json');
    expect(
      await screen.findByText(
        `The whole class, with each student's weeks, is in your downloads as ${name}.`,
      ),
    ).toBeTruthy();
    expect(saved.map((one) => one.name)).toEqual([name]);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(file);
    const [, init] = vi.mocked(fetch).mock.calls.at(-1) as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer teacher-token');
  });
});

describe('deleting a class', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the class name, then deletes it and says so on My classes', async () => {
    const user = userEvent.setup();
    let gone = false;
    const link = teacherLink({ GroupName: '9C Money' });
    const calls = stubServer({
      'GET /api/auth/providers': ok({ Providers: [] }),
      'GET /api/t/links': () => ok(gone ? [] : [link]),
      [`GET /api/t/links/${LINK_ID}/players`]: ok([classRow()]),
      [DELETE]: () => {
        gone = true;
        return ok({ GameLinkID: LINK_ID, GameInstances: 12, Accounts: 1 });
      },
    });
    const router = createMemoryRouter(
      [
        { path: '/teacher/classes', element: <ClassesPage /> },
        { path: '/teacher/classes/:GameLinkID', element: <ClassViewPage /> },
      ],
      { initialEntries: [CLASS_URL] },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await user.click(await screen.findByRole('button', { name: 'Delete class' }));
    const heading = screen.getByRole('heading', { name: 'Delete 9C Money?' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/the accounts of its students who are in no other class/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Delete 9C Money for good' });
    const field = screen.getByLabelText('Type the class name to confirm');

    // Held back until the name matches, with a message once the field is left.
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(field, '9C Mon');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      "Type the class's name, 9C Money, as shown.",
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Case and spaces at the ends do not matter (the server's rule, confirmsClassName).
    await user.type(field, 'ey ');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await user.clear(field);
    await user.type(field, '9c money');
    await user.click(button);

    const said = await screen.findByText(
      '9C Money has been deleted. 12 games and 1 student account went with it.',
    );
    expect(document.activeElement).toBe(said.closest('[role="status"]'));
    expect(router.state.location.pathname).toBe('/teacher/classes');
    expect(deleteCalls(calls).map((call) => [call.path, call.body])).toEqual([
      [`/api/t/links/${LINK_ID}`, { Confirm: '9c money' }],
    ]);
    expect(screen.queryByRole('link', { name: '9C Money' })).toBeNull();
  });

  it("shows the server's refusal and keeps the class", async () => {
    const user = userEvent.setup();
    open(teacherLink(), { [DELETE]: refused(403, TEACHER_MESSAGES.onlyOwnerDeletes) });
    await user.click(await screen.findByRole('button', { name: 'Delete class' }));
    await user.type(screen.getByLabelText('Type the class name to confirm'), '10B');
    await user.click(screen.getByRole('button', { name: 'Delete 10B for good' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEACHER_MESSAGES.onlyOwnerDeletes);
    expect(screen.getByRole('heading', { name: '10B' })).toBeTruthy();
    expect(screen.queryByText(/Arrived at/)).toBeNull();
  });

  it('goes back without deleting, focus on the button that asked', async () => {
    const user = userEvent.setup();
    const calls = open(teacherLink());
    await user.click(await screen.findByRole('button', { name: 'Delete class' }));
    await user.click(screen.getByRole('button', { name: 'Keep the class' }));
    expect(screen.queryByRole('heading', { name: 'Delete 10B?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete class' }));
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('is not offered to a teacher the class was given to, who is told who can', async () => {
    open(teacherLink({ IsOwner: false }));
    expect(await screen.findByText(TEACHER_MESSAGES.onlyOwnerDeletes)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete class' })).toBeNull();
  });
});
