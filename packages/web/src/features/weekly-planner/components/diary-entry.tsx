import { DIARY_ANSWER_MAX, type DiaryQuestion } from '@mc/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { RichText } from '../../../components/rich-text';
import { useGameOver } from '../../../lib/game-over';
import { failureMessages } from '../../../lib/game-queries';
import { useShowMentor } from '../../../lib/mentor';
import { useFormAction } from '../../../lib/use-form';
import { useAnswerDiary } from '../api/answer-diary';
import { SaveButton, SavedNote, SaveFailure } from './save-parts';

/** SAVE RESPONSE waits for some words (spaces alone are none); its disabled state says so. */
const needsWords = ({ response }: Record<'response', string>) =>
  response.trim() === '' ? { response: 'Write your response first.' } : {};

/**
 * A week's reflection question and the player's response (spec part 2 sections 2, 4, 5 and 9):
 * the question, its text, and a box of up to 500 characters with a count. SAVE RESPONSE waits
 * for some words; once saved the response is read-only, the mentor replies in the shell's popup,
 * and EDIT THIS RESPONSE opens it again. A failed save keeps the words and shows why.
 */
export function DiaryEntry({ question }: { question: DiaryQuestion }) {
  const id = useId();
  const gameOver = useGameOver();
  const answer = useAnswerDiary();
  const showMentor = useShowMentor();
  const [saved, setSaved] = useState(question.Answer);
  const [editing, setEditing] = useState(question.Answer === null);
  const [justSaved, setJustSaved] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next change of mode: the box to write in, or EDIT once saved.
  const focusNext = useRef<'box' | 'edit' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'box' ? box.current : editButton.current;
    if (focusNext.current) target?.focus();
    focusNext.current = null;
  }, [editing]);

  const { form, busy, failure, submit, dismissFailure } = useFormAction<'response', string[]>(
    { response: question.Answer ?? '' },
    needsWords,
    async ({ response }) => {
      const result = await answer.mutateAsync({ Week: question.Week, Answer: response });
      const kept = result.Question.Answer ?? response.trim();
      setSaved(kept);
      setJustSaved(true);
      focusNext.current = 'edit';
      setEditing(false);
      showMentor(result.MentorMessages);
    },
    failureMessages,
  );
  const text = form.values.response;
  // Until EDIT opens it, the box shows the response as saved.
  const shown = editing ? text : (saved ?? '');
  const readOnly = !editing || gameOver;
  const left = DIARY_ANSWER_MAX - text.length;

  // EDIT opens the response as saved: words typed before a Cancel are dropped here.
  const edit = () => {
    form.setValues({ response: saved ?? '' });
    setJustSaved(false);
    focusNext.current = 'box';
    setEditing(true);
  };

  const cancel = () => {
    dismissFailure();
    focusNext.current = 'edit';
    setEditing(false);
  };

  return (
    <article className="card diary-entry" aria-labelledby={`${id}-title`}>
      <p className="kicker">Week {question.Week}</p>
      <h2 id={`${id}-title`} className="diary-entry__title">
        {question.Title}
      </h2>
      <RichText className="rich-text diary-entry__text" markup={question.Text} />
      <form className="diary-form" noValidate onSubmit={submit}>
        <label className="field__label" htmlFor={`${id}-answer`}>
          Your response
        </label>
        <textarea
          ref={box}
          id={`${id}-answer`}
          className={
            readOnly
              ? 'field__input diary-form__box diary-form__box--read'
              : 'field__input diary-form__box'
          }
          rows={7}
          maxLength={DIARY_ANSWER_MAX}
          value={shown}
          readOnly={readOnly}
          placeholder={readOnly ? undefined : 'Write your thoughts here…'}
          aria-describedby={`${id}-count`}
          onChange={(event) => {
            form.setValues({ response: event.target.value });
            dismissFailure();
          }}
        />
        <p id={`${id}-count`} className={readOnly ? 'visually-hidden' : 'diary-form__count'}>
          {readOnly
            ? 'Read only. Choose EDIT THIS RESPONSE to change it.'
            : `${text.length} of ${DIARY_ANSWER_MAX} characters`}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {!readOnly && left <= 0 ? `You have used all ${DIARY_ANSWER_MAX} characters.` : ''}
        </p>
        <SaveFailure messages={failure} className="diary-form__notice" />
        <SavedNote shown={justSaved && readOnly} className="diary-form__saved">
          Response saved
        </SavedNote>
        {gameOver ? null : (
          <div className="diary-form__actions">
            {editing ? (
              <>
                <SaveButton
                  key="save"
                  label="SAVE RESPONSE"
                  saving={busy}
                  disabled={!form.isValid}
                />
                {saved !== null ? (
                  <button
                    key="cancel"
                    type="button"
                    className="button button--secondary"
                    onClick={cancel}
                  >
                    Cancel
                  </button>
                ) : null}
              </>
            ) : (
              // Its own key: were React to reuse this element as SAVE RESPONSE (type submit) while
              // handling the click, the browser would then submit the form.
              <button
                key="edit"
                ref={editButton}
                type="button"
                className="button button--secondary"
                onClick={edit}
              >
                EDIT THIS RESPONSE
              </button>
            )}
          </div>
        )}
      </form>
    </article>
  );
}
