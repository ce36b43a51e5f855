import { AUTH_MESSAGES, type Family } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../../../lib/session';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { AddFamilyMemberPage } from './add-family-member';
import { EditFamilyMemberPage } from './edit-family-member';
import { EditSurnamePage } from './edit-surname';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';
const FAMILY: Family = {
  ID: 'family-1',
  Surname: 'Nguyen',
  FamilyGameInstanceCount: 0,
  Members: [{ ID: 'member-1', Name: 'Mia', Age: '12 - 15', Gender: 'f' }],
};

const saveButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('family member forms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adding: says "name" in its messages, asks for an age band and offers two genders', async () => {
    updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
    const calls = stubServer({
      'POST /api/m/family/addfamilymember': ok(null),
      'GET /api/m/family': ok(FAMILY),
    });
    const user = userEvent.setup();
    renderRoute('/auth/family/addfamilymember', <AddFamilyMemberPage />);
    expect(saveButton('Add member').disabled).toBe(true);

    await user.type(screen.getByLabelText('Name'), 'Mia Rose');
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.memberNamePattern)).toBeTruthy();
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.ageRequired)).toBeTruthy();
    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a gender', 'Male', 'Female']);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.selectOptions(screen.getByLabelText('Age'), '12 - 15');
    await user.selectOptions(gender, 'Female');
    await user.click(saveButton('Add member'));
    expect(await screen.findByText('Arrived at /auth/family')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/m/family/addfamilymember')?.body).toEqual({
      GameLinkID: LINK_ID,
      Name: 'Mia',
      Age: '12 - 15',
      Gender: 'f',
    });
  });

  it("adding: shows the server's refusal", async () => {
    updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
    stubServer({
      'POST /api/m/family/addfamilymember': refused(400, 'Max users added to game link.'),
    });
    const user = userEvent.setup();
    renderRoute('/auth/family/addfamilymember', <AddFamilyMemberPage />);
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.selectOptions(screen.getByLabelText('Age'), '12 - 15');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.click(saveButton('Add member'));
    expect((await screen.findByRole('alert')).textContent).toBe('Max users added to game link.');
  });

  it('editing: fills in the member named by ?id= and saves the change', async () => {
    updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
    const calls = stubServer({
      'GET /api/m/family': ok(FAMILY),
      'POST /api/m/family/updatefamilymember': ok(null),
    });
    const user = userEvent.setup();
    renderRoute(
      '/auth/family/editfamilymember',
      <EditFamilyMemberPage />,
      '/auth/family/editfamilymember?id=member-1',
    );
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Mia');
    await user.clear(name);
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.nameRequired)).toBeTruthy();
    expect(saveButton('Save').disabled).toBe(true);
    await user.type(name, 'Mimi');
    await user.click(saveButton('Save'));
    expect(await screen.findByText('Arrived at /auth/family')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/m/family/updatefamilymember')?.body).toEqual({
      ID: 'member-1',
      Name: 'Mimi',
      Age: '12 - 15',
      Gender: 'f',
    });
  });

  it('editing the family name requires one and sends the family id', async () => {
    updateSession({ Token: 'token-1', GameLinkID: LINK_ID, Theme: 'family' });
    const calls = stubServer({
      'GET /api/m/family': ok(FAMILY),
      'POST /api/m/family/updatesurname': ok(null),
    });
    const user = userEvent.setup();
    renderRoute('/auth/family/editsurname', <EditSurnamePage />);
    const surname = (await screen.findByLabelText('Family name')) as HTMLInputElement;
    expect(surname.value).toBe('Nguyen');
    await user.clear(surname);
    await user.tab();
    expect(screen.getByText(AUTH_MESSAGES.familyNameRequired)).toBeTruthy();
    await user.type(surname, 'Tran');
    await user.click(saveButton('Save'));
    expect(await screen.findByText('Arrived at /auth/family')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/m/family/updatesurname')?.body).toEqual({
      ID: 'family-1',
      Surname: 'Tran',
    });
  });
});
