import { AppScreen } from '../../../components/app-screen';
import { WeekList } from '../../../components/week-list';
import { useDiaryQuestions } from '../api/get-diary-questions';
import { archiveViewPath, DIARY_PATH, PLANNER_ACCENT } from '../paths';
import '../weekly-planner.css';

/**
 * PAST WEEK ENTRIES (/weeklyplanner/archive, spec part 2 section 2): the earlier weeks' questions,
 * newest first, each with its week and title and whether it has a response; Back to the diary.
 */
export function ArchivePage() {
  const questions = useDiaryQuestions();
  return (
    <AppScreen title="Weekly Planner" backTo={DIARY_PATH} backLabel="Back" accent={PLANNER_ACCENT}>
      <WeekList
        heading="PAST WEEK ENTRIES"
        headingClassName="planner-heading"
        read={questions}
        empty="No Past Week Entries"
        entry={(question) => ({
          to: archiveViewPath(question.Week),
          title: question.Title,
          detail: question.Answer === null ? 'No response yet' : 'Response saved',
        })}
      />
    </AppScreen>
  );
}
