import { DIARY_ANSWER_MAX, type DiaryQuestion } from '@mc/contract';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RichText } from '../../../components/rich-text';
import { useGameOver } from '../../../lib/game-over';
import { failureMessages } from '../../../lib/game-queries';
import { useShowMentor } from '../../../lib/mentor';
import { useAnswerDiary } from '../api/answer-diary';

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
  const [text, setText] = useState(question.Answer ?? '');
  const [editing, setEditing] = useState(question.Answer === null);
  const [justSaved, setJustSaved] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next change of mode: the box to write in, or EDIT once saved.
  const focusNext = useRef<'box' | 'edit' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'box' ? box.current : editButton.current;
    if (focusNext.current) target?.focus();
    focusNext.current = null;
  }, [editing]);

  const readOnly = !editing || gameOver;
  const empty = text.trim() === '';
  const left = DIARY_ANSWER_MAX - text.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || answer.isPending) return;
    setFailure(null);
    answer.mutate(
      { Week: question.Week, Answer: text },
      {
        onSuccess: (result) => {
          const kept = result.Question.Answer ?? text.trim();
          setSaved(kept);
          setText(kept);
          setJustSaved(true);
          focusNext.current = 'edit';
          setEditing(false);
          showMentor(result.MentorMessages);
        },
        onError: (error) => setFailure(failureMessages(error)),
      },
    );
  };

  const edit = () => {
    setJustSaved(false);
    focusNext.current = 'box';
    setEditing(true);
  };

  const cancel = () => {
    setText(saved ?? '');
    setFailure(null);
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
          value={text}
          readOnly={readOnly}
          placeholder={readOnly ? undefined : 'Write your thoughts here…'}
          aria-describedby={`${id}-count`}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
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
        {failure ? (
          <div className="notice notice--failure diary-form__notice" role="alert">
            {failure.map((message) => (
              <p key={message} className="notice__message">
                {message}
              </p>
            ))}
          </div>
        ) : null}
        <p className="diary-form__saved" role="status">
          {justSaved && readOnly ? (
            <>
              <CircleCheck aria-hidden="true" size={18} />
              Response saved
            </>
          ) : null}
        </p>
        {gameOver ? null : (
          <div className="diary-form__actions">
            {editing ? (
              <>
                <button
                  key="save"
                  type="submit"
                  className="button"
                  disabled={empty}
                  aria-disabled={answer.isPending || undefined}
                >
                  {answer.isPending ? (
                    <>
                      <LoaderCircle className="planner-spinner" aria-hidden="true" size={18} />
                      Saving…
                    </>
                  ) : (
                    'SAVE RESPONSE'
                  )}
                </button>
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
