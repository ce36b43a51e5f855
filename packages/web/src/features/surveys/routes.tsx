import { Navigate, type RouteObject } from 'react-router';

// /surveys/...: the end quiz and survey (spec part 2 section 2). Paths are relative to /surveys.

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="question" replace /> },
  {
    path: 'quiz-intro',
    lazy: async () => ({ Component: (await import('./routes/quiz-intro')).QuizIntroPage }),
  },
  {
    path: 'survey-intro',
    lazy: async () => ({ Component: (await import('./routes/survey-intro')).SurveyIntroPage }),
  },
  {
    path: 'question',
    lazy: async () => ({ Component: (await import('./routes/question')).QuestionPage }),
  },
  {
    path: 'feedback-correct',
    lazy: async () => ({
      Component: (await import('./routes/feedback-correct')).FeedbackCorrectPage,
    }),
  },
  {
    path: 'feedback-timed-correct',
    lazy: async () => ({
      Component: (await import('./routes/feedback-timed-correct')).FeedbackTimedCorrectPage,
    }),
  },
  {
    path: 'feedback-incorrect',
    lazy: async () => ({
      Component: (await import('./routes/feedback-incorrect')).FeedbackIncorrectPage,
    }),
  },
];
