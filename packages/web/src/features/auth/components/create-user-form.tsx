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
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../../lib/public-router';
import { PageCard } from '../../../components/page-card';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiFailure } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { enterGameLink } from '../api/game-links';
import { getGameLink } from '../api/get-game-link';
import { requestToken } from '../../../lib/request-token';
import { register } from '../api/register';
import { FailureNotice } from './failure-notice';
import { PASSWORD_HINT } from './password-hint';
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

type Stage =
  | { kind: 'form' }
  | { kind: 'refused'; messages: string[] }
  | { kind: 'created-but-not-joined'; message: string };

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
  const form = useForm<RegistrationField>(EMPTY, validate);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const returnedToForm = useRef(false);

  useEffect(() => {
    if (stage.kind === 'form' && returnedToForm.current) submitButton.current?.focus();
  }, [stage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid || busy) return;
    const values = { ...form.values, Email: form.values.Email.trim() };
    setBusy(true);
    try {
      await register({ GameLinkID: gameLinkId, ...values });
    } catch (error) {
      setBusy(false);
      setStage({ kind: 'refused', messages: registrationFailure(error) });
      return;
    }
    try {
      const token = await requestToken(values.Email, values.Password);
      updateSession({
        Token: token.access_token,
        PlayerName: token.name,
        UserID: token.useId,
        PlayerID: token.playerId,
      });
      const link = await getGameLink(gameLinkId);
      if (!link.IsGameActive) {
        void navigate(offlinePath(link.HasTeacher), { replace: true });
        return;
      }
      void navigate(await enterGameLink(link), { replace: true });
    } catch (error) {
      setBusy(false);
      setStage({
        kind: 'created-but-not-joined',
        message: error instanceof ApiFailure ? error.message : 'Please try signing in.',
      });
    }
  };

  const goBack = () => {
    returnedToForm.current = true;
    setStage({ kind: 'form' });
  };

  if (stage.kind === 'refused') {
    return (
      <PageCard title="We couldn't create your account">
        <FailureNotice messages={stage.messages} onBack={goBack} />
      </PageCard>
    );
  }
  if (stage.kind === 'created-but-not-joined') {
    return (
      <PageCard title="Your account is ready">
        <p>We created your account but couldn&apos;t open the game just now.</p>
        <FormFailure message={stage.message} />
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
        <TextField
          label={fields.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('Email')}
        />
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
        <TextField
          label="Password"
          type="password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          {...form.field('Password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
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
