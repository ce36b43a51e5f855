import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/lazy-screen';

// /surveys/...: the end quiz and survey (spec part 2 section 2). Paths are relative to /surveys.

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="question" replace /> },
  lazyScreen('quiz-intro', () => import('./routes/quiz-intro'), 'QuizIntroPage'),
  lazyScreen('survey-intro', () => import('./routes/survey-intro'), 'SurveyIntroPage'),
  lazyScreen('question', () => import('./routes/question'), 'QuestionPage'),
  lazyScreen('feedback-correct', () => import('./routes/feedback-correct'), 'FeedbackCorrectPage'),
  lazyScreen(
    'feedback-timed-correct',
    () => import('./routes/feedback-timed-correct'),
    'FeedbackTimedCorrectPage',
  ),
  lazyScreen(
    'feedback-incorrect',
    () => import('./routes/feedback-incorrect'),
    'FeedbackIncorrectPage',
  ),
];
