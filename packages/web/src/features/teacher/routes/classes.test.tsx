import { NAME_CHARACTER_MESSAGES, PERSONA_LABELS, type TeacherLink } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../../test/render-route';
import { saveTeacherSession } from '../../../lib/teacher-session';
import { teacherLink } from '../testing/fixtures';
import { ClassesPage } from './classes';

function open(providers: { Name: string; Label: string }[] = []) {
  const calls = stubServer({
    'GET /api/auth/providers': ok({ Providers: providers }),
    'GET /api/t/links': ok([]),
    'POST /api/t/links': (body) =>
      ok(teacherLink({ ...(body as Partial<TeacherLink>), GroupName: '10B' })),
  });
  renderRoute('/teacher/classes', <ClassesPage />);
  return calls;
}

const created = (calls: ReturnType<typeof open>) =>
  calls.find((call) => call.method === 'POST' && call.path === '/api/t/links')?.body;

describe('creating a class', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it('matches who the class plays to the year level as it is typed, and sends no Persona', async () => {
    const user = userEvent.setup();
    const calls = open();
    const persona = await screen.findByRole('combobox', { name: 'Who the class plays' });
    expect((persona as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Matched to the year level' })).toBeTruthy();
    for (const label of Object.values(PERSONA_LABELS))
      expect(screen.getByRole('option', { name: label })).toBeTruthy();
    expect(persona.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(`With no year level, the class plays: ${PERSONA_LABELS['18']}.`),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Year level (optional)'), '11');
    expect(
      screen.getByText(`For Year 11, the class plays: ${PERSONA_LABELS['16-17']}.`),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Year level (optional)'));
    await user.type(screen.getByLabelText('Year level (optional)'), '9');
    expect(
      screen.getByText(`For Year 9, the class plays: ${PERSONA_LABELS['14-15']}.`),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Class name'), '9C Maths');
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByRole('heading', { name: '10B is ready' })).toBeTruthy();
    expect(created(calls)).not.toHaveProperty('Persona');
    expect(created(calls)).toMatchObject({ GroupName: '9C Maths', GroupYear: '9' });
  });

  it("refuses a class name the certificate could not print or classmates would see reordered, as it's typed", async () => {
    const user = userEvent.setup();
    const calls = open();
    // A right-to-left override would show "evil" as "live" to classmates.
    await user.type(await screen.findByLabelText('Class name'), '10B \u202Elive');
    await user.tab();
    expect(await screen.findByText(NAME_CHARACTER_MESSAGES.classText('Class name'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the persona the teacher chose, whatever the year level', async () => {
    const user = userEvent.setup();
    const calls = open();
    await user.type(await screen.findByLabelText('Class name'), '10B');
    await user.type(screen.getByLabelText('Year level (optional)'), '10');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Who the class plays' }),
      PERSONA_LABELS['18'],
    );
    expect(screen.getByText('Every student plays this persona, whatever their age.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    await screen.findByRole('heading', { name: '10B is ready' });
    expect(created(calls)).toMatchObject({ GroupYear: '10', Persona: '18' });
  });

  it('asks how students sign in when the server offers school accounts, and which emails', async () => {
    const user = userEvent.setup();
    const calls = open([{ Name: 'google', Label: 'Google' }]);
    await user.type(await screen.findByLabelText('Class name'), '10B');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'How students sign in' }),
      'Only with Google',
    );
    const domains = screen.getByLabelText('Only these email domains (optional)');
    await user.type(domains, 'not a domain');
    await user.tab();
    expect(
      screen.getByText('Email domains, separated by commas, such as school.edu.au.'),
    ).toBeTruthy();
    await user.clear(domains);
    await user.type(domains, '@Students.School.edu.au');
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    await screen.findByRole('heading', { name: '10B is ready' });
    expect(created(calls)).toMatchObject({
      SignInWith: 'google',
      EmailDomains: '@Students.School.edu.au',
    });
  });

  it('asks no persona of a family link: each member plays their own age', async () => {
    const user = userEvent.setup();
    const calls = open();
    await user.type(await screen.findByLabelText('Class name'), 'The Tamas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays' }), 'Family');
    expect(screen.queryByRole('combobox', { name: 'Who the class plays' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    await screen.findByRole('heading', { name: '10B is ready' });
    expect(created(calls)).toMatchObject({ Theme: 'family' });
    expect(created(calls)).not.toHaveProperty('Persona');
  });
});
