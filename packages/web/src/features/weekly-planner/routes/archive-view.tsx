import { Navigate, useSearchParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ScreenState } from '../../../components/screen-state';
import { useDiaryQuestion } from '../api/get-diary-question';
import { DiaryEntry } from '../components/diary-entry';
import { ARCHIVE_PATH, PLANNER_ACCENT } from '../paths';
import '../weekly-planner.css';

/** The week in `?week=`: a whole number from 1, else null. */
function weekOf(text: string | null): number | null {
  if (!text || !/^\d{1,2}$/.test(text)) return null;
  const week = Number(text);
  return week >= 1 ? week : null;
}

function PastEntry({ week }: { week: number }) {
  const question = useDiaryQuestion(week);
  return (
    <ScreenState read={question} data={question.data} loadingLabel="Opening this entry…">
      {(shown) => <DiaryEntry key={shown.Week} question={shown} />}
    </ScreenState>
  );
}

/**
 * A past week's entry (/weeklyplanner/archive/view?week=N, spec part 2 section 2): its question,
 * text and response, read-only once answered, with SAVE RESPONSE and EDIT THIS RESPONSE; Back to
 * the past entries. An address without a week goes back to them.
 */
export function ArchiveViewPage() {
  const [params] = useSearchParams();
  const week = weekOf(params.get('week'));
  if (week === null) return <Navigate to={ARCHIVE_PATH} replace />;
  return (
    <AppScreen
      title="Weekly Planner"
      backTo={ARCHIVE_PATH}
      backLabel="Back"
      accent={PLANNER_ACCENT}
    >
      <PastEntry week={week} />
    </AppScreen>
  );
}
