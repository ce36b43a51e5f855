import { ERRORS } from '@mc/contract';
import { ActionForm } from '../../../components/form-parts';
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
  const action = useFormAction<Field>(
    { code: '' },
    validate,
    async ({ code }) => {
      const { GameLinkID } = await findClassByCode(code);
      navigate(`/auth/login/${GameLinkID}`);
    },
    (error) => refusalWords(error, "Couldn't check the code just now. Try again in a moment."),
  );
  const { form } = action;

  return (
    <PageCard title="Join your class">
      <p>Type the class code your teacher gave you.</p>
      <ActionForm action={action} label="Join" busyLabel="Finding your class…">
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
      </ActionForm>
      <p className="join-code__link-note">
        Got a link instead? Open it: it takes you straight to your class.
      </p>
    </PageCard>
  );
}
