import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderPage, stubServer } from '../../../test/render-route';
import { PrivacyPage } from './privacy';
import {
  CONTACT_TOKEN,
  NO_CONTACT,
  noticeBlocks,
  NOTICE_END,
  NOTICE_START,
  PRIVACY_NOTICE,
  RETENTION_TOKEN,
} from './privacy-notice';

// The privacy notice (issue 34): the text of docs/privacy.md between its markers, taken at build
// time, with the operator's contact and the retention time filled in from GET /api/privacy.

const CONTACT = 'Ms Lee, Business Manager, privacy@hobart-college.example.edu.au';

const open = () => renderPage('/privacy', <PrivacyPage />, '/privacy');

/** The notice's paragraphs and items that hold no setting, as the doc writes them. */
const fixedTexts = () =>
  PRIVACY_NOTICE.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])).filter(
    (text) => !text.includes(CONTACT_TOKEN) && !text.includes(RETENTION_TOKEN),
  );

describe('the privacy page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the doc's notice, word for word, with the operator's contact and days filled in", async () => {
    stubServer({ 'GET /api/privacy': ok({ Contact: CONTACT, RetentionDays: 365 }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Privacy notice' })).toBeDefined();
    await screen.findByText('What we keep:');
    // Every paragraph and list item of the doc's notice, exactly (the notice has both kinds).
    expect(PRIVACY_NOTICE.some((block) => block.kind === 'list')).toBe(true);
    expect(fixedTexts().length).toBeGreaterThan(8);
    for (const text of fixedTexts()) expect(screen.getByText(text)).toBeDefined();
    expect(screen.getAllByRole('listitem').length).toBe(
      PRIVACY_NOTICE.reduce((count, b) => count + (b.kind === 'list' ? b.items.length : 0), 0),
    );

    const contact = screen.getByText(/^Questions, or something to fix\? Contact/);
    expect(contact.textContent).toBe(`Questions, or something to fix? Contact ${CONTACT}.`);
    const mail = within(contact).getByRole('link', {
      name: 'privacy@hobart-college.example.edu.au',
    });
    expect(mail.getAttribute('href')).toBe('mailto:privacy@hobart-college.example.edu.au');
    expect(screen.getByText(/are deleted 365 days after your class last played/)).toBeDefined();
    // No token is left for a reader to puzzle over, and no markup came through as text.
    expect(document.body.textContent).not.toMatch(/\{contact\}|\{retention\}|<!--|\*\*/);
  });

  it('says to ask the teacher or school when the server names no contact', async () => {
    stubServer({ 'GET /api/privacy': ok({ Contact: null, RetentionDays: 0 }) });
    open();
    expect(await screen.findByText(NO_CONTACT)).toBeDefined();
    expect(screen.queryByText(/Contact/)).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(
      screen.getByText(/are deleted when your teacher or school deletes your class\.$/),
    ).toBeDefined();
  });

  it('still shows the notice, pointing to the teacher, when the settings cannot be read', async () => {
    stubServer({ 'GET /api/privacy': refused(500, 'Something went wrong') });
    open();
    expect(await screen.findByText(NO_CONTACT)).toBeDefined();
    expect(screen.getByText(/are deleted a set time after your class last played/)).toBeDefined();
    expect(screen.getByText('What we keep:')).toBeDefined();
  });

  it('goes back to the page the reader came from, and has no Privacy link to itself', async () => {
    stubServer({ 'GET /api/privacy': ok({ Contact: null, RetentionDays: 400 }) });
    window.history.replaceState(null, '', '/join');
    window.history.pushState(null, '', '/privacy');
    renderPage('/privacy', <PrivacyPage />, '/privacy');
    await screen.findByText(NO_CONTACT);
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
    const back = vi.spyOn(window.history, 'back');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
  });
});

describe("reading the notice out of the doc's markdown", () => {
  it('takes paragraphs and lists between the markers, joining wrapped lines', () => {
    const markdown = [
      'Before the notice.',
      NOTICE_START,
      '',
      'A paragraph that',
      'wraps.',
      '',
      'What we keep:',
      '',
      '- one item that',
      '  wraps',
      '- another',
      '',
      NOTICE_END,
      'After it.',
    ].join('\r\n');
    expect(noticeBlocks(markdown)).toEqual([
      { kind: 'paragraph', text: 'A paragraph that wraps.' },
      { kind: 'paragraph', text: 'What we keep:' },
      { kind: 'list', items: ['one item that wraps', 'another'] },
    ]);
  });

  it('finds nothing without both markers', () => {
    expect(noticeBlocks(`${NOTICE_START}\n\nText with no end.`)).toEqual([]);
    expect(noticeBlocks(`Text.\n${NOTICE_END}`)).toEqual([]);
  });
});
