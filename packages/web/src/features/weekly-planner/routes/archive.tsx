import type { DiaryQuestion } from '@mc/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { useDiaryQuestions } from '../api/get-diary-questions';
import { archiveViewPath, DIARY_PATH, PLANNER_ACCENT } from '../paths';
import '../weekly-planner.css';

const newestFirst = (questions: readonly DiaryQuestion[]) =>
  [...questions].sort((a, b) => b.Week - a.Week);

/**
 * PAST WEEK ENTRIES (/weeklyplanner/archive, spec part 2 section 2): the earlier weeks' questions,
 * newest first, each with its week and title and whether it has a response; Back to the diary.
 */
export function ArchivePage() {
  const questions = useDiaryQuestions();
  return (
    <AppScreen title="Weekly Planner" backTo={DIARY_PATH} backLabel="Back" accent={PLANNER_ACCENT}>
      <h2 className="planner-heading">PAST WEEK ENTRIES</h2>
      <ScreenState
        read={questions}
        data={questions.data}
        loadingLabel="Loading past entries…"
        isEmpty={(list) => list.length === 0}
        empty="No Past Week Entries"
      >
        {(list) => (
          <ul className="list diary-archive" aria-label="Past week entries, newest first">
            {newestFirst(list).map((question) => (
              <li key={question.Week}>
                <Link
                  className="list__item diary-archive__item"
                  to={archiveViewPath(question.Week)}
                >
                  <span className="diary-archive__text">
                    <span className="diary-entry__week">Week {question.Week}</span>
                    <strong className="diary-archive__title">{question.Title}</strong>
                    <span className="diary-archive__status">
                      {question.Answer === null ? 'No response yet' : 'Response saved'}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" size={20} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ScreenState>
    </AppScreen>
  );
}
