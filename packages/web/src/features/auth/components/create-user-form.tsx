import { offlinePath } from '../../../lib/offline-path';
import {
  AGE_BANDS,
  GENDERS,
  registrationErrors,
  registrationFields,
  type RegistrationField,
  type RegistrationInput,
  type Theme,
  type YobRangeResult,
} from '@mc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/public-router';
import { PageCard } from '../../../components/page-card';
import { SelectField } from '../../../components/select-field';
import { EmailField, PasswordField } from '../../../components/account-fields';
import { TextField } from '../../../components/text-field';
import { ApiFailure } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { useFormAction } from '../../../lib/use-form';
import { enterGameLink } from '../api/game-links';
import { getGameLink } from '../api/get-game-link';
import { requestToken } from '../../../lib/request-token';
import { register } from '../api/register';
import { FailureNotice } from './failure-notice';
import { YearOfBirthField } from './year-of-birth-field';
import { FormFailure } from '../../../components/form-parts';

const EMPTY: RegistrationInput = {
  Email: '',
  YOB: '',
  Name: '',
  Surname: '',
  Age: '',
  Gender: '',
  Password: '',
  ConfirmPassword: '',
};

const AGE_OPTIONS = AGE_BANDS.map((band) => ({ value: band, label: band }));

/** The words for a refused registration (spec part 1 section 5). */
function registrationFailure(error: unknown): string[] {
  if (!(error instanceof ApiFailure)) return ['Something went wrong. Please try again.'];
  if (error.status === 400 || error.status === 0)
    return error.messages.length ? error.messages : [error.message];
  return [`Error ${error.status}: ${error.message}`];
}

/** /auth/create-user: the fields the theme asks for, checked on blur, then sign in and play. */
export function CreateUserForm({
  theme,
  gameLinkId,
  range,
}: {
  theme: Theme;
  gameLinkId: string;
  range: YobRangeResult;
}) {
  const navigate = useNavigate();
  const fields = registrationFields(theme);
  const validate = useCallback(
    (values: RegistrationInput) => registrationErrors(values, theme, range),
    [theme, range],
  );
  // Created, but signing in or opening the game failed: the account is there, so sign in.
  const [notJoined, setNotJoined] = useState<string>();
  const submitButton = useRef<HTMLButtonElement>(null);
  const returnedToForm = useRef(false);
  const { form, busy, failure, submit, dismissFailure } = useFormAction<
    RegistrationField,
    string[]
  >(
    EMPTY,
    validate,
    async (entered) => {
      const values = { ...entered, Email: entered.Email.trim() };
      // A refusal here is the form's failure (registrationFailure's words).
      await register({ GameLinkID: gameLinkId, ...values });
      try {
        const token = await requestToken(values.Email, values.Password);
        updateSession({
          Token: token.access_token,
          PlayerName: token.name,
          UserID: token.useId,
          PlayerID: token.playerId,
        });
        const link = await getGameLink(gameLinkId);
        navigate(link.IsGameActive ? await enterGameLink(link) : offlinePath(link.HasTeacher), {
          replace: true,
        });
      } catch (error) {
        setNotJoined(error instanceof ApiFailure ? error.message : 'Please try signing in.');
      }
    },
    registrationFailure,
  );

  useEffect(() => {
    if (!failure && returnedToForm.current) submitButton.current?.focus();
  }, [failure]);

  const goBack = () => {
    returnedToForm.current = true;
    dismissFailure();
  };

  if (failure) {
    return (
      <PageCard title="We couldn't create your account">
        <FailureNotice messages={failure} onBack={goBack} />
      </PageCard>
    );
  }
  if (notJoined !== undefined) {
    return (
      <PageCard title="Your account is ready">
        <p>We created your account but couldn&apos;t open the game just now.</p>
        <FormFailure message={notJoined} />
        <p>
          <Link className="button button--block" to={`/auth/login/${gameLinkId}`}>
            Go to sign in
          </Link>
        </p>
      </PageCard>
    );
  }

  const genderOptions = fields.genders.map((code) => ({ value: code, label: GENDERS[code] }));
  return (
    <PageCard title={theme === 'family' ? 'Create your family account' : 'Create your account'}>
      <p>
        Fill in your details to join the challenge. Every field is needed unless it says optional.
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <EmailField label={fields.emailLabel} {...form.field('Email')} />
        {fields.yob ? (
          <YearOfBirthField theme={theme} range={range} {...form.field('YOB')} />
        ) : null}
        <TextField label="First name" autoComplete="given-name" {...form.field('Name')} />
        <TextField
          label="Family name"
          hint={fields.surnameRequired ? undefined : 'Optional'}
          autoComplete="family-name"
          {...form.field('Surname')}
        />
        {fields.age ? (
          <SelectField
            label="Age"
            placeholder="Select your age"
            options={AGE_OPTIONS}
            {...form.field('Age')}
          />
        ) : null}
        <SelectField
          label="Gender"
          placeholder="Select your gender"
          options={genderOptions}
          {...form.field('Gender')}
        />
        <PasswordField purpose="new" {...form.field('Password')} />
        <PasswordField
          label="Confirm password"
          purpose="confirm"
          {...form.field('ConfirmPassword')}
        />
        <button
          ref={submitButton}
          className="button button--block"
          type="submit"
          disabled={!form.isValid || busy}
          aria-busy={busy}
          aria-describedby={form.isValid ? undefined : 'create-user-note'}
        >
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
        {form.isValid ? null : (
          <p className="form__note" id="create-user-note">
            Fill in every field above to create your account.
          </p>
        )}
      </form>
      <nav className="page-card__links" aria-label="Account">
        <Link to={`/auth/login/${gameLinkId}`}>I already have an account</Link>
      </nav>
    </PageCard>
  );
}
