import type { PrivacyNotice } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';

// The privacy notice's settings (issue 34): the /privacy page fills in who to ask about a
// player's data and how long a class's data is kept, from the server's own configuration.

const CONTACT = 'Ms Ngata, Business Manager, privacy@hobart-college.example.edu.au';

describe.each(dialects)('GET /api/privacy on %s', (dialect) => {
  describe('with PRIVACY_CONTACT and DATA_RETENTION_DAYS set', () => {
    const ctx = useTestApp(dialect, {
      PRIVACY_CONTACT: `  ${CONTACT}  `,
      DATA_RETENTION_DAYS: '365',
    });

    it('names the contact and the days, to anyone, without a token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/privacy' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Success: true,
        Messages: [],
        Results: { Contact: CONTACT, RetentionDays: 365 } satisfies PrivacyNotice,
      });
      // Like every API answer, never kept by a browser or a proxy: a changed contact shows at once.
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('is in the API document, with the shape the page reads', async () => {
      const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      };
      expect(document.paths['/api/privacy']?.get).toBeDefined();
      expect(Object.keys(document.components.schemas.PrivacyNotice?.properties ?? {})).toEqual([
        'Contact',
        'RetentionDays',
      ]);
    });
  });

  describe('without PRIVACY_CONTACT', () => {
    const ctx = useTestApp(dialect, { PRIVACY_CONTACT: '   ' });

    it('says there is no contact (the page then points to the teacher) and the default 400 days', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/privacy' });
      expect(response.statusCode).toBe(200);
      expect(response.json().Results).toEqual({ Contact: null, RetentionDays: 400 });
    });
  });
});

describe('the PRIVACY_CONTACT setting', () => {
  it('stops the server with a line naming it when it is not one line of text', () => {
    expect(() => loadConfig({ PRIVACY_CONTACT: 'privacy@school.example\nsecond line' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PRIVACY_CONTACT: 'x'.repeat(201) })).toThrow(/PRIVACY_CONTACT/);
    expect(loadConfig({}).privacyContact).toBeUndefined();
  });
});
