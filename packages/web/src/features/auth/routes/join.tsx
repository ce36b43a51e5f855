import { ERRORS } from '@mc/contract';
import { FormFailure, SubmitButton } from '../../../components/form-parts';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { refusalWords } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/public-router';
import { useFormAction } from '../../../lib/use-form';
import { findClassByCode } from '../api/join-code';

type Field = 'code';

const validate = (values: Record<Field, string>) => ({
  code: values.code.trim() ? undefined : ERRORS.joinCodeMissing,
});

/**
 * /join (issue 31): a class types the short code its teacher shows (on the projector, say) and
 * lands on the class's sign-in page, as the long link would take them.
 */
export function JoinPage() {
  const navigate = useNavigate();
  const { form, busy, failure, submit } = useFormAction<Field>(
    { code: '' },
    validate,
    async ({ code }) => {
      const { GameLinkID } = await findClassByCode(code);
      navigate(`/auth/login/${GameLinkID}`);
    },
    (error) => refusalWords(error, "Couldn't check the code just now. Try again in a moment."),
  );

  return (
    <PageCard title="Join your class">
      <p>Type the class code your teacher gave you.</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Class code"
          hint="6 letters and numbers, like K7M 4QX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          className="field__input join-code__input"
          {...form.field('code')}
        />
        <FormFailure message={failure} />
        <SubmitButton busy={busy} label="Join" busyLabel="Finding your class…" />
      </form>
      <p className="join-code__link-note">
        Got a link instead? Open it: it takes you straight to your class.
      </p>
    </PageCard>
  );
}
