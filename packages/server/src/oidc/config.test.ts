import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { emailDomainAllowed, oidcProvidersOf } from './config';

// Issue 31: providers are set by OIDC_<NAME>_* for any NAME; a wrong setting stops the server
// with a line naming it.

const google = {
  OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
  OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  OIDC_GOOGLE_CLIENT_SECRET: 'secret',
};

describe('sign-in providers from the environment', () => {
  it('reads each NAME, with its label and allowed domains', () => {
    const { providers, problems } = oidcProvidersOf({
      ...google,
      OIDC_MY_SCHOOL_ISSUER: 'https://login.example.edu.au/realms/students',
      OIDC_MY_SCHOOL_CLIENT_ID: 'mc',
      OIDC_MY_SCHOOL_CLIENT_SECRET: 'shh',
      OIDC_MY_SCHOOL_LABEL: 'Riverbend High',
      OIDC_MY_SCHOOL_DOMAINS: 'Students.Riverbend.edu.au, riverbend.edu.au',
    });
    expect(problems).toEqual([]);
    expect(providers.map((p) => [p.name, p.label, p.domains])).toEqual([
      ['google', 'Google', []],
      ['my_school', 'Riverbend High', ['students.riverbend.edu.au', 'riverbend.edu.au']],
    ]);
  });

  it('names each wrong setting', () => {
    const { problems } = oidcProvidersOf({
      OIDC_GOOGLE_ISSUER: 'http://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_MICROSOFT_CLIENT_SECRET: 'shh',
      OIDC_MICROSOFT_CLIENT_ID: 'id',
      OIDC_MICROSOFT_DOMAINS: 'not a domain',
    });
    expect(problems).toEqual([
      'OIDC_GOOGLE_ISSUER: https:// (http:// only for a provider on this computer)',
      'OIDC_GOOGLE_CLIENT_SECRET: required',
      'OIDC_MICROSOFT_DOMAINS: e-mail domains separated by commas, such as school.edu.au,students.school.edu.au',
    ]);
    expect(() =>
      loadConfig({ ...google, OIDC_GOOGLE_CLIENT_ID: '', OIDC_GOOGLE_CLIENT_SECRET: '' }),
    ).toThrow(/OIDC_GOOGLE_CLIENT_ID: required; OIDC_GOOGLE_CLIENT_SECRET: required/);
    expect(() => loadConfig({ OIDC_X_CLIENT_ID: 'id' })).toThrow(ConfigError);
  });

  it('allows an e-mail by its domain, any case', () => {
    expect(emailDomainAllowed('Kai@Students.School.edu.au', ['students.school.edu.au'])).toBe(true);
    expect(emailDomainAllowed('kai@gmail.com', ['students.school.edu.au'])).toBe(false);
    expect(emailDomainAllowed('kai@gmail.com', [])).toBe(true);
  });
});
