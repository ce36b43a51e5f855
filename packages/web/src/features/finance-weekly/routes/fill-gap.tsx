import { GapQuestion } from '../components/gap-question';
import { QuizGate } from '../components/quiz-gate';
import '../finance-weekly.css';

/** A fill the blanks question (/financeweekly/quiz/fill-gap), when it is the one the player is on. */
export function FillGapPage() {
  return <QuizGate>{(quiz) => <GapQuestion key={quiz.CurrentQuestion.ID} quiz={quiz} />}</QuizGate>;
}
