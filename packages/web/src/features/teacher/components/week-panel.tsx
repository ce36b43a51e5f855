import type { ProgressRow, Replay, StudentWeeks, TeacherWeek } from '@mc/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingState } from '../../../components/loading-state';
import { SignedAmount } from '../../../components/signed-amount';
import { amountClass, balanceText } from '../../../lib/money-display';
import { useReplay } from '../api/get-student';
import { TableHead, TotalFoot } from '../../../components/table-parts';

/** Where the week's money came from and went: the lines add up to the week's change. */
function Breakdown({ week }: { week: TeacherWeek }) {
  return (
    <div className="table-scroll">
      <table className="teacher-table">
        <caption className="teacher-table__caption">
          Where the money went in week {week.Week}
        </caption>
        <TableHead text={['What']} numbers={['Amount']} numberClass="teacher-table__number" />
        <tbody>
          {week.Breakdown.length === 0 ? (
            <tr>
              <td colSpan={2}>Nothing changed the net position this week.</td>
            </tr>
          ) : (
            week.Breakdown.map((line) => (
              <tr key={`${line.Category}-${line.Label}`}>
                <th scope="row">{line.Label}</th>
                <td className="teacher-table__number">
                  <SignedAmount dollars={line.Amount} />
                </td>
              </tr>
            ))
          )}
        </tbody>
        <TotalFoot label="Change in net position" className="teacher-table__number">
          <SignedAmount dollars={week.Difference} />
        </TotalFoot>
      </table>
    </div>
  );
}

function ReportRows({ title, rows }: { title: string; rows: readonly ProgressRow[] }) {
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr className="teacher-table__group">
        <th scope="rowgroup" colSpan={2}>
          {title}
        </th>
      </tr>
      {rows.map((row, index) => (
        <tr key={`${row.Category}-${row.Title}-${index}`}>
          <th scope="row">{row.Title}</th>
          <td className={amountClass(row.Balance < 0, 'teacher-table__number')}>
            {balanceText(row.Balance)}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The where-I'm-at report at the end of the week: what they owned and owed. */
function Report({ replay }: { replay: Replay }) {
  const { Report: report } = replay;
  return (
    <div className="table-scroll">
      <table className="teacher-table">
        <caption className="teacher-table__caption">
          Where they stood at the end of week {replay.Week}
        </caption>
        <TableHead
          text={['Account or thing']}
          numbers={['Balance']}
          numberClass="teacher-table__number"
        />
        <ReportRows title="What they own" rows={report.Items.filter((row) => row.Balance >= 0)} />
        <ReportRows title="What they owe" rows={report.Items.filter((row) => row.Balance < 0)} />
        <TotalFoot label="Net position" className="teacher-table__number">
          {balanceText(report.NetPosition)}
        </TotalFoot>
      </table>
    </div>
  );
}

function Actions({ replay }: { replay: Replay }) {
  return (
    <section aria-labelledby="week-actions" className="week-actions">
      <h4 id="week-actions" className="week-panel__subtitle">
        What they did in week {replay.Week}
      </h4>
      {replay.Actions.length === 0 ? (
        <p className="empty-state">Nothing this week: they went straight to the end of it.</p>
      ) : (
        <ol className="week-actions__list">
          {replay.Actions.map((action, index) => (
            <li key={`${index}-${action}`}>{action}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReplayPart({ gameInstanceId, week }: { gameInstanceId: string; week: number }) {
  const replay = useReplay(gameInstanceId, week);
  if (replay.error)
    return <LoadFailure error={replay.error} onRetry={() => void replay.refetch()} />;
  if (!replay.data) return <LoadingState label={`Replaying week ${week}…`} />;
  const stale = replay.data.Week !== week;
  return (
    <div className="week-panel__replay" aria-busy={stale || undefined}>
      <Actions replay={replay.data} />
      <Report replay={replay.data} />
    </div>
  );
}

/**
 * A finished week of the student's game, one at a time: Previous and Next (or the list) choose
 * it; it shows where the week's money went, what the student did (replayed from their game) and
 * where they stood at its end.
 */
export function WeekPanel({
  student,
  week,
  onWeek,
}: {
  student: StudentWeeks;
  week: number;
  onWeek: (week: number) => void;
}) {
  const selectId = useId();
  const weeks = student.Weeks.map((finished) => finished.Week);
  const at = weeks.indexOf(week);
  const current = student.Weeks[at];
  const previous = weeks[at - 1];
  const next = weeks[at + 1];
  return (
    <>
      <div className="week-stepper" role="group" aria-label="Choose a week">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={previous === undefined}
          onClick={() => previous !== undefined && onWeek(previous)}
        >
          <ChevronLeft aria-hidden="true" size={18} />
          Previous week
        </button>
        <label className="week-stepper__choose" htmlFor={selectId}>
          <span>Week</span>
          <select
            id={selectId}
            className="field__select week-stepper__select"
            value={week}
            onChange={(event) => onWeek(Number(event.target.value))}
          >
            {weeks.map((finished) => (
              <option key={finished} value={finished}>
                {finished}
              </option>
            ))}
          </select>
          <span>of {weeks.length} finished</span>
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={next === undefined}
          onClick={() => next !== undefined && onWeek(next)}
        >
          Next week
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
      <h3 className="week-panel__title" aria-live="polite">
        Week {week}
      </h3>
      {current ? (
        <div className="week-panel">
          <Breakdown week={current} />
          <ReplayPart gameInstanceId={student.GameInstanceID} week={week} />
        </div>
      ) : null}
    </>
  );
}
