import type { StudentWeeks } from '@mc/contract';
import { useId } from 'react';
import { amountClass, balanceText, signedText } from '../../../lib/money-display';
import { dollarAxis, placePoints, type ChartBox } from '../lib/chart-scale';
import { TableHead } from '../../../components/table-parts';

const BOX: ChartBox = { width: 640, height: 260, left: 72, right: 16, top: 16, bottom: 36 };

const compactDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The net position at the start (week 0) and after each finished week. */
export function weekPoints(student: StudentWeeks): { week: number; dollars: number }[] {
  const first = student.Weeks[0];
  if (!first) return [];
  return [
    { week: first.Week - 1, dollars: first.StartingNetPosition },
    ...student.Weeks.map((week) => ({ week: week.Week, dollars: week.FinishingNetPosition })),
  ];
}

function summary(points: readonly { week: number; dollars: number }[]): string {
  const start = points[0];
  const end = points.at(-1);
  if (!start || !end) return '';
  const low = points.reduce((a, b) => (b.dollars < a.dollars ? b : a));
  const high = points.reduce((a, b) => (b.dollars > a.dollars ? b : a));
  return `From ${balanceText(start.dollars)} at the start to ${balanceText(end.dollars)} after week ${end.week}; highest ${balanceText(high.dollars)} (week ${high.week}), lowest ${balanceText(low.dollars)} (week ${low.week}).`;
}

/** A line of the net position week by week, drawn as an SVG; its figures are in a table too. */
function Chart({ student }: { student: StudentWeeks }) {
  const titleId = useId();
  const points = weekPoints(student);
  const axis = dollarAxis(points.map((point) => point.dollars));
  const placed = placePoints(points, student.TotalWeeks, axis, BOX);
  const [zero] = placePoints([{ week: 0, dollars: 0 }], student.TotalWeeks, axis, BOX);
  // Every fifth week and the last, without a fifth week crowding the last ('25 26').
  const every = student.TotalWeeks > 13 ? 5 : 1;
  const weekTicks = Array.from({ length: student.TotalWeeks + 1 }, (_, week) => week).filter(
    (week) =>
      week === student.TotalWeeks || (week % every === 0 && student.TotalWeeks - week >= every / 2),
  );
  const xOf = (week: number) =>
    placePoints([{ week, dollars: axis.min }], student.TotalWeeks, axis, BOX)[0]?.x ?? 0;
  return (
    <figure className="chart">
      <svg
        className="chart__svg"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{`Net position week by week. ${summary(points)}`}</title>
        <g aria-hidden="true">
          {axis.ticks.map((tick) => {
            const y = placePoints([{ week: 0, dollars: tick }], 1, axis, BOX)[0]?.y ?? 0;
            return (
              <g key={tick}>
                <line
                  className="chart__grid"
                  x1={BOX.left}
                  x2={BOX.width - BOX.right}
                  y1={y}
                  y2={y}
                />
                <text className="chart__label" x={BOX.left - 8} y={y + 4} textAnchor="end">
                  {compactDollars.format(tick)}
                </text>
              </g>
            );
          })}
          {zero ? (
            <line
              className="chart__zero"
              x1={BOX.left}
              x2={BOX.width - BOX.right}
              y1={zero.y}
              y2={zero.y}
            />
          ) : null}
          {weekTicks.map((week) => (
            <text
              key={week}
              className="chart__label"
              x={xOf(week)}
              y={BOX.height - BOX.bottom + 20}
              textAnchor="middle"
            >
              {week}
            </text>
          ))}
          <text
            className="chart__label"
            x={BOX.left + (BOX.width - BOX.left - BOX.right) / 2}
            y={BOX.height - 2}
            textAnchor="middle"
          >
            Week
          </text>
          <polyline className="chart__line" points={placed.map((p) => `${p.x},${p.y}`).join(' ')} />
          {placed.map((point) => (
            <circle
              key={point.week}
              className={point.dollars < 0 ? 'chart__point chart__point--loss' : 'chart__point'}
              cx={point.x}
              cy={point.y}
              r={4}
            />
          ))}
        </g>
      </svg>
    </figure>
  );
}

/** The same figures as the chart, for everyone who reads a table better (and screen readers). */
function WeeksTable({ student }: { student: StudentWeeks }) {
  return (
    // Scrolls beside the chart once the weeks are many: focusable, so a keyboard can scroll it.
    <div
      className="table-scroll weeks-table"
      tabIndex={0}
      role="region"
      aria-label="Net position week by week (scrolls)"
    >
      <table className="teacher-table">
        <caption className="teacher-table__caption">Net position week by week</caption>
        <TableHead
          text={['Week']}
          numbers={['Start', 'End', 'Change']}
          numberClass="teacher-table__number"
        />
        <tbody>
          {student.Weeks.map((week) => (
            <tr key={week.Week}>
              <th scope="row">{week.Week}</th>
              <td className="teacher-table__number">{balanceText(week.StartingNetPosition)}</td>
              <td className="teacher-table__number">{balanceText(week.FinishingNetPosition)}</td>
              <td className={amountClass(week.Difference < 0, 'teacher-table__number')}>
                {signedText(week.Difference)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The student's net position over the game: the chart and its table side by side. */
export function NetPositionChart({ student }: { student: StudentWeeks }) {
  return (
    <div className="net-chart">
      <Chart student={student} />
      <WeeksTable student={student} />
    </div>
  );
}
