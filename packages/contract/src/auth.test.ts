import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, checkFamilyName, checkFirstName, checkMemberName } from './auth';

// A student's name as it is written: letters with their accents, digits and underscores (spec
// part 1, section 5), in the alphabets the certificate's font draws.

describe('names', () => {
  it.each(['Sam', 'Zoë', 'Nguyễn', 'Ánh', 'Siân', 'Łukasz', 'Αλέξανδρος', 'Дмитрий', 'Sam_2'])(
    'takes %s',
    (name) => {
      expect(checkFirstName(name)).toBeUndefined();
      expect(checkMemberName(name)).toBeUndefined();
      expect(checkFamilyName(name, true)).toBeUndefined();
    },
  );

  it.each(['Mary Jane', "O'Brien", '<b>', 'Sam!', 'a\u0000b', '李'])('refuses %j', (name) => {
    expect(checkFirstName(name)).toBe(AUTH_MESSAGES.firstNamePattern);
  });

  it('takes a name written with combining accents as well as composed ones', () => {
    expect(checkFirstName('Nguyễn'.normalize('NFD'))).toBeUndefined();
  });
});
