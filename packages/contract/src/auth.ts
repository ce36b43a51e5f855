import { z } from 'zod';
import { LIMITS, type Theme } from './constants';
import { resultSchema } from './result-schema';
import { NAME_PATTERN } from './name-characters';

// Registration and sign-in rules of spec part 1, section 5, with its exact messages. Each rule
// is one function used by the server's schemas and by the web forms' on-blur checks.

export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'This is not a valid email',
  emailTooLong: 'Character limit for email has been exceeded',
  yobRequired: 'Please enter the year you were born in',
  yobFourDigits: 'Please enter the year as a four digit number',
  yobRange: 'Your year of birth must be within the allowed range',
  ageRequired: 'Please select your age',
  genderRequired: 'Please select your gender',
  nameRequired: 'Please enter your name',
  firstNamePattern: 'First Name can only contain letters and numbers',
  firstNameTooLong: 'Character limit for first name has been exceeded',
  memberNamePattern: 'Name can only contain letters and numbers',
  memberNameTooLong: 'Character limit for name has been exceeded',
  familyNameRequired: 'Please enter your family name',
  familyNamePattern: 'Family name can only contain letters and numbers',
  familyNameTooLong: 'Character limit for family name has been exceeded',
  passwordRequired: 'Please enter a password',
  passwordInvalid: 'Please enter a valid password',
  confirmRequired: 'No password entered',
  confirmMismatch: 'Password does not match',
  loginPasswordRequired: 'Password is required',
  wrongCredentials: 'The email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Sign in, or reset your password.',
  emailNotFound: 'Email not found',
  noPasswordToReset:
    'This account signs in with your school account, so it has no password to reset. Use the "Sign in with" button on the sign-in page.',
  yobAlreadySaved: 'Your year of birth is already saved.',
  invalidToken: 'Invalid token.',
  resetFailed: 'Password reset failed',
  resetLinkUsed: 'Password reset failed: You may have already used this password reset link.',
  resetSent: 'Check your email for instructions on how to change your password.',
} as const;

export const AGE_BANDS = [
  'Under 12',
  '12 - 15',
  '16 - 18',
  '19 - 34',
  '35 - 54',
  '55 - 74',
  'Over 74',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** m, f and not specified on create user; family members only m and f. */
export const GENDERS = { m: 'Male', f: 'Female', n: 'Not specified' } as const;
export const MEMBER_GENDERS = ['m', 'f'] as const;

export interface YobRange {
  StartYear: number;
  EndYear: number;
}

type Rule = (value: string) => string | undefined;

// An address of real address characters: the local part's atoms of RFC 5322 (no quotes, markup,
// spaces or control characters) and a domain of letters, digits and hyphens with a dot in it.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const checkEmail: Rule = (value) => {
  const email = value.trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  if (email.length > LIMITS.emailMax) return AUTH_MESSAGES.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return AUTH_MESSAGES.emailInvalid;
  return undefined;
};

export function checkYob(value: string, theme: Theme, range: YobRange): string | undefined {
  const year = value.trim();
  if (!year) return AUTH_MESSAGES.yobRequired;
  if (theme === 'insurer') return /^\d{1,4}$/.test(year) ? undefined : AUTH_MESSAGES.yobFourDigits;
  if (!/^\d{4}$/.test(year)) return AUTH_MESSAGES.yobFourDigits;
  const number = Number(year);
  if (number < range.StartYear || number > range.EndYear) return AUTH_MESSAGES.yobRange;
  return undefined;
}

export const checkAge: Rule = (value) =>
  (AGE_BANDS as readonly string[]).includes(value) ? undefined : AUTH_MESSAGES.ageRequired;

export const checkGender: Rule = (value) =>
  Object.hasOwn(GENDERS, value) ? undefined : AUTH_MESSAGES.genderRequired;
export const checkMemberGender: Rule = (value) =>
  (MEMBER_GENDERS as readonly string[]).includes(value) ? undefined : AUTH_MESSAGES.genderRequired;

export const checkFirstName: Rule = (value) => {
  if (!value.trim()) return AUTH_MESSAGES.nameRequired;
  if (!NAME_PATTERN.test(value)) return AUTH_MESSAGES.firstNamePattern;
  if (value.length > LIMITS.nameMax) return AUTH_MESSAGES.firstNameTooLong;
  return undefined;
};

export const checkMemberName: Rule = (value) => {
  if (!value.trim()) return AUTH_MESSAGES.nameRequired;
  if (!NAME_PATTERN.test(value)) return AUTH_MESSAGES.memberNamePattern;
  if (value.length > LIMITS.nameMax) return AUTH_MESSAGES.memberNameTooLong;
  return undefined;
};

export function checkFamilyName(value: string, required: boolean): string | undefined {
  if (!value.trim()) return required ? AUTH_MESSAGES.familyNameRequired : undefined;
  if (!NAME_PATTERN.test(value)) return AUTH_MESSAGES.familyNamePattern;
  if (value.length > LIMITS.familyNameMax) return AUTH_MESSAGES.familyNameTooLong;
  return undefined;
}

/** 8 to 64 characters with an uppercase letter, a lowercase letter and a digit. */
export const checkPassword: Rule = (value) => {
  if (!value) return AUTH_MESSAGES.passwordRequired;
  const complex = /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax || !complex)
    return AUTH_MESSAGES.passwordInvalid;
  return undefined;
};

export function checkConfirmPassword(confirm: string, password: string): string | undefined {
  if (!confirm) return AUTH_MESSAGES.confirmRequired;
  if (confirm !== password) return AUTH_MESSAGES.confirmMismatch;
  return undefined;
}

/** Which registration fields a theme shows and requires (spec part 1 sections 5 and 6). */
export function registrationFields(theme: Theme) {
  return {
    yob: theme !== 'family',
    age: theme !== 'school',
    ageRequired: theme !== 'school',
    surname: true,
    surnameRequired: theme !== 'school',
    emailLabel: theme === 'family' ? 'Email address' : 'School Email',
    genders:
      theme === 'family' ? MEMBER_GENDERS : (Object.keys(GENDERS) as (keyof typeof GENDERS)[]),
  };
}

export interface RegistrationInput {
  Email: string;
  YOB: string;
  Password: string;
  ConfirmPassword: string;
  Name: string;
  Surname: string;
  Age: string;
  Gender: string;
}

export type RegistrationField = keyof RegistrationInput;

/** Every message for a registration, field by field in form order; empty when valid. */
export function registrationErrors(
  input: RegistrationInput,
  theme: Theme,
  range: YobRange,
): Partial<Record<RegistrationField, string>> {
  const fields = registrationFields(theme);
  const errors: Partial<Record<RegistrationField, string>> = {
    Email: checkEmail(input.Email),
    YOB: fields.yob ? checkYob(input.YOB, theme, range) : undefined,
    Name: checkFirstName(input.Name),
    Surname: checkFamilyName(input.Surname, fields.surnameRequired),
    // An age band only from the list, and only where the form asks for one.
    Age: (fields.age && fields.ageRequired) || input.Age ? checkAge(input.Age) : undefined,
    Gender: theme === 'family' ? checkMemberGender(input.Gender) : checkGender(input.Gender),
    Password: checkPassword(input.Password),
    ConfirmPassword: checkConfirmPassword(input.ConfirmPassword, input.Password),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<
    Record<RegistrationField, string>
  >;
}

const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .default('');

/** The body of POST /api/Account/Register before the rules above are applied. */
export const registrationBody = z.object({
  GameLinkID: z.string().max(64).optional(),
  Email: text(LIMITS.emailMax),
  YOB: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(16)).default(''),
  Password: text(LIMITS.passwordMax),
  ConfirmPassword: text(LIMITS.passwordMax),
  Name: text(LIMITS.nameMax),
  Surname: text(LIMITS.familyNameMax),
  Age: text(20),
  Gender: text(4),
});

export const loginForm = z.object({
  grant_type: z.literal('password', { error: 'unsupported_grant_type' }),
  username: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(LIMITS.emailMax),
  password: z
    .string({ error: AUTH_MESSAGES.loginPasswordRequired })
    .min(1, AUTH_MESSAGES.loginPasswordRequired)
    .max(LIMITS.passwordMax * 4),
});

export interface LoginResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  name: string;
  useId: string;
  playerId: string;
}
export const loginResponseSchema = resultSchema<LoginResponse>()(
  z
    .object({
      access_token: z.string(),
      token_type: z.literal('bearer'),
      expires_in: z.number().int(),
      name: z.string(),
      useId: z.string(),
      playerId: z.string(),
    })
    .meta({ id: 'LoginResponse' }),
);

/** What /Token answers when it refuses: OAuth's error fields beside the envelope's. */
export const tokenErrorSchema = z
  .object({
    error: z.enum([
      'invalid_request',
      'unsupported_grant_type',
      'invalid_grant',
      'too_many_requests',
      'temporarily_unavailable',
    ]),
    error_description: z.string(),
    Success: z.literal(false),
    Messages: z.array(z.string()),
    Results: z.null(),
  })
  .meta({ id: 'TokenError' });
