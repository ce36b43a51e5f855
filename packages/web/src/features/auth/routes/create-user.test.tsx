import { AUTH_MESSAGES, type Theme } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../../../lib/session';
import { ok, refused, renderPage, stubServer } from '../../../../test/render-route';
import { CreateUserPage } from './create-user';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';
const GAME_ID = '6a0e0d8e-2a8f-4f86-9a0c-0d6f0b3c2b10';
const yobRange = ok({ StartYear: 1920, EndYear: 2015 });

function open(theme: Theme, replies: Parameters<typeof stubServer>[0] = {}) {
  updateSession({ Theme: theme, GameLinkID: LINK_ID });
  const calls = stubServer({ 'GET /api/Account/yobrange': yobRange, ...replies });
  renderPage('/auth/create-user', <CreateUserPage />);
  return calls;
}

const createButton = () => screen.getByRole('button', { name: 'Create account' });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

async function fillSchoolForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('School Email'), 'sam@school.edu.au');
  await user.type(screen.getByLabelText('Year of birth'), '2010');
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Not specified');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
}

describe('creating an account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('school: checks each field when it is left and keeps the button disabled until all is well', async () => {
    const user = userEvent.setup();
    open('school');
    const email = await screen.findByLabelText('School Email');
    expect(screen.queryByLabelText('Age')).toBeNull();
    expect(isDisabled(createButton())).toBe(true);

    await user.click(email);
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(email.className).toContain('active error');
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText(AUTH_MESSAGES.emailRequired).id,
    );

    const yob = screen.getByLabelText('Year of birth');
    await user.type(yob, '99');
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.yobFourDigits)).toBeTruthy();
    await user.clear(yob);
    await user.type(yob, '1900');
    expect(screen.getByText(AUTH_MESSAGES.yobRange)).toBeTruthy();

    await user.type(screen.getByLabelText('First name'), 'Sam!');
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.firstNamePattern)).toBeTruthy();

    // The family name is optional at school: leaving it empty says nothing.
    await user.click(screen.getByLabelText('Family name'));
    await user.tab();
    expect(screen.queryByText(AUTH_MESSAGES.familyNameRequired)).toBeNull();

    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your gender', 'Male', 'Female', 'Not specified']);

    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.passwordInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(isDisabled(createButton())).toBe(true);
  });

  it('family: asks for an email address, family name and age band, and offers two genders', async () => {
    const user = userEvent.setup();
    const calls = open('family');
    const email = await screen.findByLabelText('Email address');
    expect(email).toBeTruthy();
    expect(screen.queryByLabelText('Year of birth')).toBeNull();
    expect(calls.some((call) => call.path === '/api/Account/yobrange')).toBe(false);

    await user.click(screen.getByLabelText('Family name'));
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.familyNameRequired)).toBeTruthy();
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.ageRequired)).toBeTruthy();
    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your gender', 'Male', 'Female']);

    await user.type(email, 'parent@example.com');
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Family name'), 'Nguyen');
    await user.selectOptions(screen.getByLabelText('Age'), '35 - 54');
    await user.selectOptions(gender, 'Female');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    expect(isDisabled(createButton())).toBe(false);
  });

  it('insurer: accepts a short year but requires the family name and age', async () => {
    const user = userEvent.setup();
    open('insurer');
    const yob = await screen.findByLabelText('Year of birth');
    await user.type(yob, '85');
    await user.tab();
    expect(screen.queryByText(AUTH_MESSAGES.yobFourDigits)).toBeNull();
    await user.click(screen.getByLabelText('Family name'));
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.familyNameRequired)).toBeTruthy();
    await user.click(screen.getByLabelText('Age'));
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.ageRequired)).toBeTruthy();
  });

  it('shows every message of a refused registration, and Go Back returns to the filled form', async () => {
    const user = userEvent.setup();
    open('school', {
      'POST /api/Account/Register': refused(
        400,
        'The request is not valid.',
        AUTH_MESSAGES.emailTaken,
      ),
    });
    await fillSchoolForm(user);
    await user.click(createButton());

    expect(
      await screen.findByRole('heading', { name: "We couldn't create your account" }),
    ).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The request is not valid.');
    expect(alert.textContent).toContain(AUTH_MESSAGES.emailTaken);

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect((screen.getByLabelText('School Email') as HTMLInputElement).value).toBe(
      'sam@school.edu.au',
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
  });

  it('shows the status with the text when the server fails in another way', async () => {
    const user = userEvent.setup();
    open('school', {
      'POST /api/Account/Register': refused(500, 'Something went wrong on our side.'),
    });
    await fillSchoolForm(user);
    await user.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error 500: Something went wrong on our side.',
    );
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('signs the new player in and takes them to game selection', async () => {
    const user = userEvent.setup();
    const link = {
      GameLinkID: LINK_ID,
      GameID: GAME_ID,
      Theme: 'school',
      GroupName: '10B Commerce',
      GroupYear: null,
      GroupSubject: null,
      IsGameActive: true,
      MaxGames: 1,
      TotalWeeks: 26,
    };
    const calls = open('school', {
      'POST /api/Account/Register': ok(null),
      'POST /Token': {
        body: {
          access_token: 'token-1',
          token_type: 'bearer',
          expires_in: 3600,
          name: 'Sam',
          useId: 'user-1',
          playerId: 'player-1',
        },
      },
      'GET /api/m/gamelink': ok(link),
      'POST /api/m/gamelinks': ok(null),
      'GET /api/m/gamelinks': ok({
        ...link,
        UserID: 'user-1',
        UserName: 'sam@school.edu.au',
        PlayerID: 'player-1',
        Surname: null,
        GameInstances: [],
      }),
    });
    await fillSchoolForm(user);
    await user.click(createButton());

    expect(await screen.findByText('Arrived at /auth/game')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/Account/Register')?.body).toEqual({
      GameLinkID: LINK_ID,
      Email: 'sam@school.edu.au',
      YOB: '2010',
      Password: 'Secret123',
      ConfirmPassword: 'Secret123',
      Name: 'Sam',
      Surname: '',
      Age: '',
      Gender: 'n',
    });
  });
});
