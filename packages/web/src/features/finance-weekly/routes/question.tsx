import { ChoiceQuestion } from '../components/choice-question';
import { QuizGate } from '../components/quiz-gate';
import '../finance-weekly.css';

/**
 * A multiple choice or true/false question (/financeweekly/quiz/2, numbered from 1). The address
 * follows the quiz: a reload of another number opens the question the player is on.
 */
export function QuestionPage() {
  return (
    <QuizGate>{(quiz) => <ChoiceQuestion key={quiz.CurrentQuestion.ID} quiz={quiz} />}</QuizGate>
  );
}
