import { ERRORS } from '@mc/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderPage, stubServer } from '../../../../test/render-route';
import { JoinPage } from './join';

const LINK_ID = '0b7c6a52-4b0e-4d44-9d1c-5f0f3b0f8a11';

const open = () => renderPage('/join', <JoinPage />, '/join');

describe('joining a class with its code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads to the class sign-in page for the code typed', async () => {
    const user = userEvent.setup();
    const calls = stubServer({ 'GET /api/m/joincode': ok({ GameLinkID: LINK_ID }) });
    open();
    await user.type(screen.getByLabelText('Class code'), 'k7m 4qx');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(`Arrived at /auth/login/${LINK_ID}`)).toBeTruthy();
    expect(new URLSearchParams(calls[0]!.search).get('Code')).toBe('k7m 4qx');
  });

  it('asks for a code before it looks one up', async () => {
    const user = userEvent.setup();
    const calls = stubServer({});
    open();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.joinCodeMissing);
    expect(calls).toEqual([]);
  });

  it('says so for a wrong code and keeps what was typed', async () => {
    const user = userEvent.setup();
    stubServer({ 'GET /api/m/joincode': refused(200, ERRORS.joinCodeNotFound) });
    open();
    await user.type(screen.getByLabelText('Class code'), 'KKKKKK');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.joinCodeNotFound);
    expect((screen.getByLabelText('Class code') as HTMLInputElement).value).toBe('KKKKKK');
  });

  it('passes on a refusal for too many wrong codes', async () => {
    const user = userEvent.setup();
    stubServer({ 'GET /api/m/joincode': refused(429, ERRORS.tooManyRequests) });
    open();
    await user.type(screen.getByLabelText('Class code'), 'KKKKKK');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.tooManyRequests);
  });
});
