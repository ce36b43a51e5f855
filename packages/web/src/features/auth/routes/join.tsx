import { ERRORS } from '@mc/contract';
import { useCallback, useState, type FormEvent } from 'react';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { refusalWords } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/public-router';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm<Field>({ code: '' }, validate);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      form.touchAll();
      if (!form.isValid || busy) return;
      setBusy(true);
      setRefusal(null);
      try {
        const { GameLinkID } = await findClassByCode(form.values.code);
        navigate(`/auth/login/${GameLinkID}`);
      } catch (error) {
        setRefusal(refusalWords(error, "Couldn't check the code just now. Try again in a moment."));
        setBusy(false);
      }
    },
    [busy, form, navigate],
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
        {refusal ? (
          <p className="field__error" role="alert">
            {refusal}
          </p>
        ) : null}
        <button className="button button--block" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Finding your class…' : 'Join'}
        </button>
      </form>
      <p className="join-code__link-note">
        Got a link instead? Open it: it takes you straight to your class.
      </p>
    </PageCard>
  );
}
