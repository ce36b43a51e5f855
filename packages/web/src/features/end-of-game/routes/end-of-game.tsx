import { dollarsToCents, formatBalance, formatNetPosition } from '@mc/contract';
import { ArrowRight, LayoutGrid, Trophy, MessageSquareHeart } from 'lucide-react';
import { Link } from 'react-router';
import { ParResult } from '../../../components/par-result';
import { SaveAndExit } from '../../../components/save-and-exit';
import { isCertificateShown, isSurveyOffered, surveyEntryRoute } from '../../../lib/end-survey';
import { readSession } from '../../../lib/session';
import { useLayout } from '../../../lib/use-layout';
import { CertificateButton } from '../components/certificate-button';
import { FinalResultsGate } from '../components/final-results';
import { LearningResult } from '../components/learning-result';
import { Fireworks } from '../components/fireworks';

/** What the end quiz paid (the Survey row), for a line of its own; none in the family theme. */
function quizCash(rows: { Category: string; Balance: number }[], family: boolean): number {
  if (family) return 0;
  return rows.filter((row) => row.Category === 'Survey').reduce((sum, row) => sum + row.Balance, 0);
}

/**
 * /end-of-game (spec part 2 sections 2 and 4): fireworks, then where the player finished and
 * where that is against par, the way to the final balance sheet, the certificate (where the game
 * has a required survey, only once it is done) and, where the survey is optional and not done, its
 * start.
 */
export function EndOfGamePage() {
  const layout = useLayout();
  const { PlayerName, Theme } = readSession();
  return (
    <FinalResultsGate loadingLabel="Adding up your final results…">
      {({ progress, status, weeks }) => {
        const net = progress.NetPosition;
        const fromQuiz = quizCash(progress.Items, Theme === 'family');
        return (
          <section className="end-screen" aria-labelledby="end-title">
            <Fireworks />
            <p className="end-screen__kicker">Game complete</p>
            <h1 id="end-title" className="end-screen__title" tabIndex={-1}>
              {PlayerName ? `You did it, ${PlayerName}!` : 'You did it!'}
            </h1>
            <p className="end-screen__lead">
              You made it through all {weeks} weeks of the Money Challenge.
            </p>
            <div className="net-panel end-screen__net">
              <p className="end-screen__net-label">Your final net position</p>
              <p
                className={net < 0 ? 'end-screen__net-value amount--loss' : 'end-screen__net-value'}
              >
                {formatNetPosition(dollarsToCents(net), layout)}
              </p>
              {fromQuiz > 0 ? (
                <p className="net-panel__note end-screen__net-note">
                  Including {formatBalance(dollarsToCents(fromQuiz))} from the end quiz.
                </p>
              ) : null}
              <ParResult
                againstPar={progress.AgainstPar}
                noteClassName="net-panel__note end-screen__net-note"
              />
            </div>
            <Link className="button button--large end-screen__main" to="/end-of-game/balancesheet">
              See your final balance sheet
              <ArrowRight aria-hidden="true" size={20} />
            </Link>

            <LearningResult />

            {isCertificateShown(status) ? (
              <section className="end-card" aria-labelledby="end-certificate">
                <h2 id="end-certificate" className="end-card__title">
                  Your certificate
                </h2>
                <p>Your name and your results on one page, ready to print and show off.</p>
                <CertificateButton />
              </section>
            ) : null}

            {isSurveyOffered(status) ? (
              <section className="end-card end-card--survey" aria-labelledby="end-survey">
                <h2 id="end-survey" className="end-card__title">
                  <MessageSquareHeart aria-hidden="true" size={22} />
                  Got a few more minutes?
                </h2>
                <p>
                  There are a few end-of-game questions for you. They&apos;re optional, and the
                  survey part takes about 2 minutes.
                </p>
                <Link className="button button--secondary" to={surveyEntryRoute(Theme)}>
                  Start the questions
                </Link>
              </section>
            ) : null}

            <nav className="end-screen__links" aria-label="More">
              {/* The leaderboards (features/leaderboard), as where I'm at links to them. */}
              <Link to="/app/dashboard/leaderboard">
                <Trophy aria-hidden="true" size={18} />
                See the leaderboard
              </Link>
              <Link to="/app/dashboard">
                <LayoutGrid aria-hidden="true" size={18} />
                Look back at your apps
              </Link>
              <SaveAndExit className="end-screen__link-button" label="Save and log out" />
            </nav>
          </section>
        );
      }}
    </FinalResultsGate>
  );
}
