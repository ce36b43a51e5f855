import type { Quiz } from '@mc/contract';
import { Flag, PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { balanceText } from '../../../lib/money-display';
import { QuizGate } from '../components/quiz-gate';
import { ANSWER_THE_REST, ANSWER_THE_REST_NOTE, scoreText, summaryOf } from '../lib/quiz-words';
import { FINANCE_WEEKLY_PATH, QUIZ_PATH } from '../paths';
import '../finance-weekly.css';
import { NewsScreen } from '../components/news-screen';

/**
 * The reveal: the score, the cash now in My Cash, and (quit early) what was left behind; a
 * required quiz ended early says its questions still need answering, with ANSWER THE REST.
 */
function Summary({ quiz }: { quiz: Quiz }) {
  const summary = summaryOf(quiz);
  const ended = quiz.Status === 'ended';
  const Icon = ended ? Flag : PartyPopper;
  const titleId = useId();
  const back = quiz.CanResume ? 'button button--secondary button--block' : 'button button--block';
  return (
    <NewsScreen
      action={
        <div className="fw-quiz-actions">
          {quiz.CanResume ? (
            <Link className="button button--block" to={QUIZ_PATH}>
              {ANSWER_THE_REST}
            </Link>
          ) : null}
          <Link className={back} to={FINANCE_WEEKLY_PATH}>
            BACK TO FINANCE WEEKLY
          </Link>
        </div>
      }
    >
      <section className="card fw-summary" aria-labelledby={titleId}>
        <Icon className="fw-summary__icon" aria-hidden="true" size={40} />
        <p className="fw-kicker">{quiz.Title}</p>
        <h2 id={titleId} className="fw-summary__title">
          {ended ? 'Quiz ended early' : 'Quiz complete'}
        </h2>
        <p className="fw-summary__score">{scoreText(summary)}</p>
        <p className="fw-summary__money">
          {summary.Money > 0
            ? `${balanceText(summary.Money)} is now in My Cash`
            : 'No cash this time: there’s a new quiz next week.'}
        </p>
        {ended || quiz.EndedEarlyAt !== null ? (
          <p className="fw-summary__note">
            You ended the quiz early, so the questions you hadn’t answered earned nothing.
          </p>
        ) : null}
        {quiz.CanResume ? (
          <p className="money-note money-note--warning fw-summary__required" role="note">
            {ANSWER_THE_REST_NOTE}
          </p>
        ) : null}
      </section>
    </NewsScreen>
  );
}

/** /financeweekly/quiz/summary: how a completed or ended quiz went (the shell lets it be left). */
export function QuizSummaryPage() {
  return <QuizGate>{(quiz) => <Summary quiz={quiz} />}</QuizGate>;
}
