import {
  DELETE_ACCOUNT_FRESH_MINUTES,
  DELETE_ACCOUNT_WORD,
  MY_DATA_FILE_NAME,
  MY_DATA_MESSAGES,
} from '@mc/contract';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiFailure, refusalWords } from '../lib/api-client';
import { ACCOUNT_DELETED_PATH, deleteAccount } from '../lib/delete-account';
import { exportMyData } from '../lib/export-my-data';
import { saveFile } from '../lib/save-file';
import { clearSession } from '../lib/session';
import { useFormAction } from '../lib/use-form';
import { PasswordField } from './account-fields';
import { ActionForm, FormFailure } from './form-parts';
import { TextField } from './text-field';
import { TitledSection } from './titled-section';
import './my-data-section.css';

// A player's own data (issue 34, decision 030), on the account's home: game selection for a
// student, the family page for a family. Calm: below what the player came for, in plain words.

/** What the words say: the student's own account, or a family's (which takes its members). */
interface Whose {
  family: boolean;
}

/**
 * How the deletion is confirmed. Nothing the web holds says whether the account has a password
 * (the session and game selection do not; only the export's Account.HasPassword does, and
 * fetching a whole export to learn it would be slow and odd), so the step asks for the password,
 * offers typing DELETE to a player who signs in with a school account, and follows the server
 * when it answers that the other way is needed. A school account's deletion also needs a sign-in
 * at most a few minutes old: the server says so in words, shown in the form.
 */
type Way = 'password' | 'word';
type DeleteField = 'password' | 'word';

const INITIAL: Record<DeleteField, string> = { password: '', word: '' };

function GoesList({ family }: Whose) {
  return family ? (
    <ul className="my-data__goes">
      <li>every family member, and every game they played</li>
      <li>their diary, quiz and survey answers</li>
      <li>your family&apos;s places on every leaderboard</li>
      <li>the family account itself, and its sign-in</li>
    </ul>
  ) : (
    <ul className="my-data__goes">
      <li>every game you played</li>
      <li>your diary, quiz and survey answers</li>
      <li>your place on every leaderboard</li>
      <li>your sign-in and the classes you joined</li>
    </ul>
  );
}

const checkPassword = (values: Record<DeleteField, string>) => ({
  password: values.password ? undefined : MY_DATA_MESSAGES.passwordRequired,
});
const checkWord = (values: Record<DeleteField, string>) => ({
  word: values.word.trim() === DELETE_ACCOUNT_WORD ? undefined : MY_DATA_MESSAGES.confirmWord,
});

/**
 * The form of one way of confirming. A new one for each way: its field starts untouched, with
 * focus in it when the player or the server changed the way, and the server's words that
 * changed it shown until the next try.
 */
function DeleteAccountForm({
  way,
  family,
  focusField,
  carried,
  onSwitch,
  onCancel,
}: Whose & {
  way: Way;
  focusField: boolean;
  carried: string | undefined;
  onSwitch: (next: Way, because?: string) => void;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const fields = useRef<HTMLDivElement>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (focusField) fields.current?.querySelector('input')?.focus();
  }, [focusField]);

  const action = useFormAction<DeleteField>(
    INITIAL,
    way === 'password' ? checkPassword : checkWord,
    async (values) => {
      await deleteAccount(
        way === 'password' ? { Password: values.password } : { Confirm: values.word.trim() },
      );
      // The token no longer works: the browser forgets the account, its class link with it.
      clearSession({ keepGameLink: false });
      void navigate(ACCOUNT_DELETED_PATH, { replace: true });
    },
    (error) => {
      // The server knows which way this account confirms: follow it, its words saying why.
      const said = error instanceof ApiFailure ? error.messages : [];
      const words = refusalWords(error, "Your account couldn't be deleted just now. Try again.");
      if (way === 'password' && said.includes(MY_DATA_MESSAGES.confirmWord))
        onSwitch('word', words);
      if (way === 'word' && said.includes(MY_DATA_MESSAGES.passwordRequired))
        onSwitch('password', words);
      return words;
    },
  );
  const { form } = action;

  return (
    <ActionForm
      action={{
        ...action,
        submit: (event) => {
          setTried(true);
          void action.submit(event);
        },
      }}
      label={family ? 'Delete our family account for good' : 'Delete my account for good'}
      busyLabel="Deleting…"
      buttonClass="button button--block button--danger"
      aria-labelledby="delete-account-title"
      failureSlot={<FormFailure message={action.failure ?? (tried ? undefined : carried)} />}
      actions={
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {family ? 'Keep our account' : 'Keep my account'}
        </button>
      }
    >
      <div ref={fields} className="my-data__fields">
        {way === 'password' ? (
          <>
            <PasswordField label="Your password" purpose="current" {...form.field('password')} />
            <p className="my-data__other-way">
              No password, because you sign in with your school account?{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onSwitch('word')}
              >
                Type {DELETE_ACCOUNT_WORD} instead
              </button>
            </p>
          </>
        ) : (
          <>
            <TextField
              label={`Type ${DELETE_ACCOUNT_WORD} to confirm`}
              hint={`In capitals. With a school account, delete within ${DELETE_ACCOUNT_FRESH_MINUTES} minutes of signing in.`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.field('word')}
            />
            <p className="my-data__other-way">
              Have a password?{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onSwitch('password')}
              >
                Use my password instead
              </button>
            </p>
          </>
        )}
      </div>
    </ActionForm>
  );
}

/** The confirmation step: what goes, then the password (or DELETE), and a way back. */
function DeleteAccountStep({ family, onCancel }: Whose & { onCancel: () => void }) {
  const [way, setWay] = useState<Way>('password');
  const [switched, setSwitched] = useState(false);
  const [carried, setCarried] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step opens with focus on its heading, so a screen reader reads what goes first.
  useEffect(() => heading.current?.focus(), []);
  const switchTo = (next: Way, because?: string) => {
    setSwitched(true);
    setCarried(because);
    setWay(next);
  };

  return (
    <div className="my-data__confirm">
      <h3 id="delete-account-title" ref={heading} tabIndex={-1} className="my-data__confirm-title">
        {family ? 'Delete your family account?' : 'Delete your account?'}
      </h3>
      <p>This deletes, straight away:</p>
      <GoesList family={family} />
      <p className="my-data__warning">
        This cannot be undone. If you want a copy, download your data first.
      </p>
      <DeleteAccountForm
        key={way}
        way={way}
        family={family}
        focusField={switched}
        carried={carried}
        onSwitch={switchTo}
        onCancel={onCancel}
      />
    </div>
  );
}

/**
 * "Your data": download everything kept about the account (saved as MY_DATA_FILE_NAME), or delete
 * the account, after a confirmation step on the same screen.
 */
export function MyDataSection({ family = false }: Partial<Whose>) {
  const [deleting, setDeleting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const backFromStep = useRef(false);

  // Cancelling the step gives focus back to the button that opened it.
  useEffect(() => {
    if (!deleting && backFromStep.current) deleteButton.current?.focus();
  }, [deleting]);

  const download = async () => {
    if (saving) return;
    setSaving(true);
    setSaved(false);
    setFailure(undefined);
    try {
      saveFile(await exportMyData(), MY_DATA_FILE_NAME);
      setSaved(true);
    } catch (error) {
      setFailure(refusalWords(error, "We couldn't get your data just now. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledSection block="my-data" headingId="my-data-title" title="Your data">
      {deleting ? (
        <DeleteAccountStep
          family={family}
          onCancel={() => {
            backFromStep.current = true;
            setDeleting(false);
          }}
        />
      ) : (
        <>
          <p className="my-data__lead">
            {family
              ? 'Download a copy of everything Money Challenge keeps about your family, or delete the family account.'
              : 'Download a copy of everything Money Challenge keeps about you, or delete your account.'}
          </p>
          <div className="action-grid">
            <button
              type="button"
              className="button button--secondary"
              aria-busy={saving}
              aria-disabled={saving || undefined}
              onClick={() => void download()}
            >
              <Download aria-hidden="true" size={18} />
              {saving ? 'Getting your data…' : 'Download my data'}
            </button>
            <button
              ref={deleteButton}
              type="button"
              className="button button--secondary"
              onClick={() => {
                setFailure(undefined);
                setSaved(false);
                setDeleting(true);
              }}
            >
              <Trash2 aria-hidden="true" size={18} />
              {family ? 'Delete our family account' : 'Delete my account'}
            </button>
          </div>
        </>
      )}
      <p className="my-data__said" role="status">
        {saved ? `Your data is in your downloads, saved as ${MY_DATA_FILE_NAME}.` : ''}
      </p>
      <FormFailure message={failure} />
    </TitledSection>
  );
}
