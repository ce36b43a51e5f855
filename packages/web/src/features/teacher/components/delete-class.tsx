import {
  confirmsClassName,
  TEACHER_MESSAGES,
  type ClassDeleted,
  type TeacherLink,
} from '@mc/contract';
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ActionForm } from '../../../components/form-parts';
import { TextField } from '../../../components/text-field';
import { refusalWords } from '../../../lib/api-client';
import { useFormAction } from '../../../lib/use-form';
import { useDeleteClass } from '../api/delete-class';
import { CLASSES_PATH } from '../paths';

/**
 * What My classes says once the class is gone (it reads this from the navigation's state), with
 * focus on it rather than on the page's heading.
 */
export interface ClassDeletedState {
  deleted: string;
  keepFocus: true;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function deletedWords(groupName: string, deleted: ClassDeleted): string {
  return `${groupName} has been deleted. ${count(deleted.GameInstances, 'game', 'games')} and ${count(deleted.Accounts, 'student account', 'student accounts')} went with it.`;
}

/** The confirmation step: what goes, the class's name typed to confirm, and a way back. */
function DeleteClassStep({ link, onCancel }: { link: TeacherLink; onCancel: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteClass(link.GameLinkID);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step opens with focus on its heading, so a screen reader reads what goes first.
  useEffect(() => heading.current?.focus(), []);

  const validate = useCallback(
    ({ name }: Record<'name', string>) => ({
      name: confirmsClassName(name, link.GroupName)
        ? undefined
        : `Type the class's name, ${link.GroupName}, as shown.`,
    }),
    [link.GroupName],
  );
  const action = useFormAction<'name'>(
    { name: '' },
    validate,
    async ({ name }) => {
      const deleted = await remove.mutateAsync({ Confirm: name });
      const state: ClassDeletedState = {
        deleted: deletedWords(link.GroupName, deleted),
        keepFocus: true,
      };
      void navigate(CLASSES_PATH, { replace: true, state });
    },
    (error) => refusalWords(error, "The class couldn't be deleted just now. Please try again."),
  );

  return (
    <div className="class-delete__confirm">
      <h3 id="class-delete-title" ref={heading} tabIndex={-1} className="class-delete__title">
        Delete {link.GroupName}?
      </h3>
      <p>This deletes now, for you and every teacher the class was given to:</p>
      <ul className="class-delete__goes">
        <li>every student&apos;s game in the class, with their diary, quiz and survey answers</li>
        <li>the accounts of its students who are in no other class</li>
        <li>the class link, its class code and its leaderboard</li>
      </ul>
      <p className="class-delete__warning">
        This cannot be undone. To keep the results, export the class first.
      </p>
      <ActionForm
        action={action}
        label={`Delete ${link.GroupName} for good`}
        busyLabel="Deleting the class…"
        buttonClass="button button--block button--danger"
        holdUntilValid
        aria-labelledby="class-delete-title"
        actions={
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Keep the class
          </button>
        }
      >
        <TextField
          label="Type the class name to confirm"
          hint={`It is ${link.GroupName}.`}
          autoComplete="off"
          spellCheck={false}
          {...action.form.field('name')}
        />
      </ActionForm>
    </div>
  );
}

/**
 * Deleting the class now (decision 030), for the teacher who created it; a teacher it was given
 * to is told who can. The step asks on the page, not in a browser's confirm().
 */
export function DeleteClass({ link }: { link: TeacherLink }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const backFromStep = useRef(false);
  // Cancelling the step gives focus back to the button that opened it.
  useEffect(() => {
    if (!confirming && backFromStep.current) opener.current?.focus();
  }, [confirming]);

  let body: ReactNode;
  if (!link.IsOwner)
    body = <p className="class-delete__not-owner">{TEACHER_MESSAGES.onlyOwnerDeletes}</p>;
  else if (confirming)
    body = (
      <DeleteClassStep
        link={link}
        onCancel={() => {
          backFromStep.current = true;
          setConfirming(false);
        }}
      />
    );
  else
    body = (
      <button
        ref={opener}
        type="button"
        className="button button--secondary button--small"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" size={18} />
        Delete class
      </button>
    );
  // The step takes the settings' whole width: its list and field need more than a control's.
  return (
    <div className={confirming ? 'teacher-control class-delete--open' : 'teacher-control'}>
      {confirming ? null : <span className="teacher-control__label">Delete the class</span>}
      {body}
    </div>
  );
}
