import { History } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenState } from '../../../components/screen-state';
import { useDiaryQuestion } from '../api/get-diary-question';
import { DiaryEntry } from '../components/diary-entry';
import { ARCHIVE_PATH } from '../paths';

/** The spec's prompt, word for word (with its en dash). */
export const DIARY_PROMPT =
  'Provide your thoughts, tips and strategies – within the game and in real life!';

/**
 * DIARY (/weeklyplanner/diary, spec part 2 section 2): the prompt, this week's reflection question
 * and the player's response, and PAST WEEK ENTRIES.
 */
export function DiaryPage() {
  const question = useDiaryQuestion();
  return (
    <div className="diary">
      <p className="diary__prompt">{DIARY_PROMPT}</p>
      <ScreenState
        read={question}
        data={question.data}
        loadingLabel="Opening this week's question…"
      >
        {(shown) => <DiaryEntry key={shown.Week} question={shown} />}
      </ScreenState>
      <Link className="button button--secondary button--block" to={ARCHIVE_PATH}>
        <History aria-hidden="true" size={18} />
        PAST WEEK ENTRIES
      </Link>
    </div>
  );
}
