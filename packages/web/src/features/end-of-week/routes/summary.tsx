import { parWords, type HasEndSurveyResult, type WeekSummary } from '@mc/contract';
import { ArrowRight, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BadgeList } from '../../../components/badge-list';
import { LoadingState } from '../../../components/loading-state';
import { ParNotes } from '../../../components/par-result';
import { PlanComparisonTable } from '../../../components/plan-comparison';
import { isSurveyOwed, useEndSurvey } from '../../../lib/end-survey';
import { useWeekSummary } from '../api/bonus-question';
import { MovementList } from '../components/movement-list';
import { money } from '../lib/money';
import { weekStory } from '../lib/money-story';
import { FormFailure } from '../../../components/form-parts';

/**
 * The button under the summary (spec part 1 section 4): 'START NEXT WEEK', or once the last week
 * is done 'START QUIZ' where a required end quiz or survey is still to do, else 'FINISH THE GAME'.
 */
export function continueLabel(
  summary: Pick<WeekSummary, 'Week' | 'TotalGameWeeks'>,
  endSurvey?: HasEndSurveyResult,
): string {
  if (summary.Week < summary.TotalGameWeeks) return 'START NEXT WEEK';
  return endSurvey && isSurveyOwed(endSurvey) ? 'START QUIZ' : 'FINISH THE GAME';
}

/** The change in words as well as a sign and an icon: colour never carries it alone. */
export function describeChange(difference: number) {
  const cents = Math.round(difference * 100);
  if (cents > 0)
    return {
      kind: 'up',
      Icon: TrendingUp,
      sign: `+${money(difference)}`,
      words: `up ${money(difference)}`,
    } as const;
  if (cents < 0)
    return {
      kind: 'down',
      Icon: TrendingDown,
      sign: `-${money(-difference)}`,
      words: `down ${money(-difference)}`,
    } as const;
  return { kind: 'same', Icon: Minus, sign: money(0), words: 'no change' } as const;
}

/**
 * /end-of-week/summary: the week's reveal. Starting and finishing net position (the finish
 * against par, with what par is, and for a practice game that it is on no board), the difference
 * with its sign, words and an icon, what moved it most in a sentence, "where did my money go" (the
 * week's movements from the ledger, adding up to the difference), the Weekly Planner's plan for
 * the week beside what the player did (if they made one) and any bonus cash. A badge earned at
 * the end of the week (issue 29) comes just after the change, under its own heading: found by
 * reading or by headings, never read out on its own.
 */
export function SummaryPage() {
  const navigate = useNavigate();
  const summary = useWeekSummary();
  const lastWeek = summary.data ? summary.data.Week >= summary.data.TotalGameWeeks : false;
  // Only the last week's button depends on the end quiz; if it cannot be read, the start of the
  // week still sends the player to the right place.
  const endSurvey = useEndSurvey({ enabled: lastWeek });
  if (summary.isPending || (lastWeek && endSurvey.isPending))
    return <LoadingState label="Adding up your week…" />;
  if (summary.isError || !summary.data) {
    return (
      <section className="quiz-screen" aria-labelledby="eow-title">
        <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
          Your week
        </h1>
        <FormFailure
          message={summary.error?.message ?? 'We could not add up your week. Please try again.'}
        />
        <div className="eow-actions">
          <button type="button" className="button" onClick={() => void summary.refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  }
  const data = summary.data;
  const change = describeChange(data.Difference);
  const label = continueLabel(data, endSurvey.data);
  const bonus = data.CashReward + data.TimeBonus;
  return (
    <section className="quiz-screen summary" aria-labelledby="eow-title">
      <p className="quiz-screen__kicker">
        Week {data.Week} of {data.TotalGameWeeks}
      </p>
      <h1 id="eow-title" className="quiz-screen__title" tabIndex={-1}>
        Your week {data.Week} summary
      </h1>
      <dl className="summary__positions">
        <div className="summary__position summary__reveal summary__reveal--1">
          <dt>Starting net position</dt>
          <dd className="amount">{money(data.StartingNetPosition)}</dd>
          {data.Week === 1 && (
            // Weeks 2 on start from the last summary's finish; week 1 from the game's start.
            <dd className="summary__position-note">
              What you began the game with: your money, and your things at what they'd sell for.
            </dd>
          )}
        </div>
        <ArrowRight
          className="summary__arrow summary__reveal summary__reveal--1"
          aria-hidden="true"
          size={28}
        />
        <div className="summary__position summary__position--finish summary__reveal summary__reveal--2">
          <dt>Finishing net position</dt>
          <dd className="amount">{money(data.FinishingNetPosition)}</dd>
          <dd className="summary__par">{parWords(data.AgainstPar)}</dd>
        </div>
      </dl>
      <div className="summary__par-notes summary__reveal summary__reveal--2">
        <ParNotes practice={data.IsPractice} className="summary__par-note" />
      </div>
      <div
        className={`summary__change summary__change--${change.kind} summary__reveal summary__reveal--3`}
      >
        <change.Icon className="summary__change-icon" aria-hidden="true" size={36} />
        <p className="summary__change-text">
          <span className="summary__change-sign">{change.sign}</span>
          <span className="summary__change-words">
            {change.kind === 'same' ? 'No change this week' : `You're ${change.words} this week`}
          </span>
        </p>
      </div>
      <p className="summary__cheer summary__reveal summary__reveal--3">
        {weekStory(data.Movements, data.Difference)}
      </p>
      {data.Badges.length > 0 ? (
        <div className="summary__badges summary__reveal summary__reveal--3">
          <h2 id="summary-badges" className="summary__bonus-title">
            {data.Badges.length === 1 ? 'Badge earned' : 'Badges earned'}
          </h2>
          <BadgeList badges={data.Badges} labelledBy="summary-badges" />
        </div>
      ) : null}
      {data.Movements.length > 0 ? (
        <div className="summary__movements summary__reveal summary__reveal--3">
          <h2 id="summary-movements" className="summary__bonus-title">
            Where did my money go?
          </h2>
          <MovementList movements={data.Movements} labelledBy="summary-movements" />
        </div>
      ) : null}
      {data.Plan ? (
        <div className="summary__plan summary__reveal summary__reveal--3">
          <PlanComparisonTable comparison={data.Plan} caption="Your plan and what you did" />
        </div>
      ) : null}
      <div className="summary__bonus summary__reveal summary__reveal--4">
        <h2 className="summary__bonus-title">Bonus question</h2>
        {bonus > 0 ? (
          <dl className="quiz-figures">
            <div className="quiz-figures__row">
              <dt>Cash reward</dt>
              <dd className="amount">{money(data.CashReward)}</dd>
            </div>
            <div className="quiz-figures__row">
              <dt>Time bonus</dt>
              <dd className="amount">{money(data.TimeBonus)}</dd>
            </div>
          </dl>
        ) : (
          <p>No bonus cash this week.</p>
        )}
      </div>
      <div className="eow-actions summary__reveal summary__reveal--4">
        <button
          type="button"
          className="button button--large"
          onClick={() => void navigate('/end-of-week/start', { replace: true })}
        >
          {label}
        </button>
      </div>
    </section>
  );
}
