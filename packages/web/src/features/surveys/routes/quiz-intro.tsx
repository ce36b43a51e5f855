import { Timer, TimerOff, Trophy } from 'lucide-react';
import { IntroScreen } from '../components/intro-screen';
import { QUIZ_INTRO } from '../lib/intros';

/** /surveys/quiz-intro: the end quiz before its first question. */
export function QuizIntroPage() {
  return (
    <IntroScreen Icon={Trophy} title={QUIZ_INTRO.title}>
      {(owed) => (
        <>
          <p className="survey-intro__lead">
            One last quiz on what you learned in the game.
            {owed ? ' Finish it to see your final results.' : ''}
          </p>
          <p>{QUIZ_INTRO.body}</p>
          <ul className="survey-intro__tips">
            <li>
              <Timer aria-hidden="true" size={20} />
              <span>
                A timed question shows its clock. If you need more time, turn the timer off.
              </span>
            </li>
            <li>
              <TimerOff aria-hidden="true" size={20} />
              <span>With the timer off, a right answer still earns cash, just no time bonus.</span>
            </li>
          </ul>
        </>
      )}
    </IntroScreen>
  );
}
