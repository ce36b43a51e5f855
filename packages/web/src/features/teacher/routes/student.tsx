import { PAR_EXPLAINED_FOR_TEACHERS, parWords, type StudentWeeks } from '@mc/contract';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BadgeList } from '../../../components/badge-list';
import { ScreenState } from '../../../components/screen-state';
import { balanceText } from '../../../lib/money-display';
import { useClassPlayers } from '../api/get-class-players';
import { useStudentWeeks } from '../api/get-student';
import { NetPositionChart } from '../components/net-position-chart';
import { ResetPassword } from '../components/reset-password';
import { StudentInbox } from '../components/student-inbox';
import { WeekPanel } from '../components/week-panel';
import { classPath } from '../paths';
import { NOT_YOUR_STUDENT, notYours } from '../lib/not-yours';

function where(student: StudentWeeks): string {
  if (student.IsGameComplete) return `Finished all ${student.TotalWeeks} weeks`;
  if (student.Week === 0) return 'Not started yet';
  return `In week ${student.Week} of ${student.TotalWeeks}`;
}

/** Why the student may need help, from their row of the class (read with the class). */
function NeedsHelp({ student }: { student: StudentWeeks }) {
  const players = useClassPlayers(student.GameLinkID);
  const row = players.data?.find((one) => one.GameInstanceID === student.GameInstanceID);
  if (!row || row.Stuck.length === 0) return null;
  return (
    <section className="notice student-help" aria-labelledby="student-help">
      <h2 id="student-help" className="student-help__title">
        <CircleAlert aria-hidden="true" size={20} />
        {student.Name} may need help
      </h2>
      <ul className="student-help__list">
        {row.Stuck.map((reason) => (
          <li key={reason.Code}>{reason.Reason}</li>
        ))}
      </ul>
    </section>
  );
}

function Student({ student }: { student: StudentWeeks }) {
  // The replay starts at the first week, to step through the game from its beginning.
  const [week, setWeek] = useState(() => student.Weeks[0]?.Week ?? 1);
  return (
    <>
      <Link className="teacher-back" to={classPath(student.GameLinkID)}>
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the class
      </Link>
      <h1 className="teacher-page__title">{student.Name}</h1>
      <p className="teacher-page__facts">
        {where(student)} · Net position {balanceText(student.NetPosition)} ·{' '}
        {parWords(student.AgainstPar)}
        {student.IsPractice ? (
          <>
            {' '}
            <span className="class-flag class-flag--practice">Practice</span>
          </>
        ) : null}
      </p>
      <p className="teacher-card__lead">
        {PAR_EXPLAINED_FOR_TEACHERS}
        {student.IsPractice
          ? ` This is a practice game: ${student.Name} has played this world before, so it isn't on any leaderboard.`
          : ''}
      </p>
      <NeedsHelp student={student} />
      <StudentInbox gameInstanceId={student.GameInstanceID} name={student.Name} />
      <section className="teacher-card" aria-labelledby="student-net">
        <h2 id="student-net" className="teacher-card__title">
          Net position
        </h2>
        {student.Weeks.length === 0 ? (
          <p className="empty-state">
            No week finished yet: the chart starts once {student.Name} ends their first week.
          </p>
        ) : (
          <NetPositionChart student={student} />
        )}
      </section>
      <section className="teacher-card" aria-labelledby="student-badges">
        <h2 id="student-badges" className="teacher-card__title">
          Badges
        </h2>
        {student.Badges.length === 0 ? (
          <p className="empty-state">
            No badges yet. Each marks a money habit, earned at the end of the week {student.Name}{' '}
            shows it.
          </p>
        ) : (
          <BadgeList badges={student.Badges} labelledBy="student-badges" showWeek />
        )}
      </section>
      {student.Weeks.length > 0 ? (
        <section className="teacher-card" aria-labelledby="student-weeks">
          <h2 id="student-weeks" className="teacher-card__title">
            Week by week
          </h2>
          <p className="teacher-card__lead">
            Step through {student.Name}&apos;s game: where the money went, what they did and where
            they stood at the end of each week.
          </p>
          <WeekPanel student={student} week={week} onWeek={setWeek} />
        </section>
      ) : null}
      <ResetPassword playerId={student.PlayerID} name={student.Name} />
    </>
  );
}

/**
 * /teacher/students/{GameInstanceID}: one student's game, week by week, the badges they have
 * earned (each with its week), and a password reset.
 */
export function StudentPage() {
  const { GameInstanceID = '' } = useParams();
  const weeks = useStudentWeeks(GameInstanceID);
  return (
    <div className="teacher-page">
      {notYours(weeks.error) ? (
        <p className="empty-state" role="alert">
          {NOT_YOUR_STUDENT}
        </p>
      ) : (
        <ScreenState read={weeks} data={weeks.data} loadingLabel="Loading the student's game…">
          {(student) => <Student student={student} />}
        </ScreenState>
      )}
    </div>
  );
}
