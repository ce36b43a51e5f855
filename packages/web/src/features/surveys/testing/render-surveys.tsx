import type { SurveyAnswerResult, SurveyQuestion } from '@mc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { updateSession, type SessionData } from '../../../lib/session';
import { stubServer } from '../../../../test/render-route';
import { routes } from '../routes';
import { SurveysLayout } from '../routes/surveys-layout';

export const GAME_INSTANCE_ID = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';

function Arrived() {
  const location = useLocation();
  return <p>Arrived at {location.pathname}</p>;
}

/** /surveys with its real child routes, as game-routes.tsx mounts them. */
export function renderSurveys(
  url: string,
  replies: Parameters<typeof stubServer>[0],
  { session = {}, state }: { session?: Partial<SessionData>; state?: unknown } = {},
) {
  updateSession({
    Token: 'token-1',
    GameInstanceID: GAME_INSTANCE_ID,
    GameID: 'game-1',
    PlayerName: 'Sam',
    Theme: 'school',
    ...session,
  });
  const calls = stubServer(replies);
  const router = createMemoryRouter(
    [
      { path: '/surveys', element: <SurveysLayout />, children: routes },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [{ pathname: url, state }] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

/** A quiz question as GET /api/i/survey sends it: question 3 of 23, untimed. */
export const quizQuestion = (patch: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  ID: 'super-guarantee',
  Name: 'Who pays the super guarantee into your super fund?',
  Options: ['You, from your pay', 'Your employer', 'The bank', 'Nobody'].map((Name, index) => ({
    ID: `super-guarantee.${index}`,
    Name,
    IsCorrect: null,
    Selected: false,
    IsOther: false,
  })),
  Bonus: 10,
  TimeBonus: false,
  TotalTime: 0,
  TimeLeft: 0,
  IsTimerOff: false,
  TimeBonusAmount: 0,
  CurrentQuestionIndex: 3,
  TotalQuestionCount: 23,
  HasSurvey: false,
  IsSurveyStart: false,
  IsLastQuestion: false,
  ...patch,
});

/** A timed quiz question: 30 seconds, $0.20 a second left. */
export const timedQuestion = (patch: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  quizQuestion({
    ID: 'payg',
    Name: 'What does PAYG stand for?',
    Options: ['Pay as you go', 'Pay after you get paid', 'Paid annually', 'Pay any time'].map(
      (Name, index) => ({
        ID: `payg.${index}`,
        Name,
        IsCorrect: null,
        Selected: false,
        IsOther: false,
      }),
    ),
    TimeBonus: true,
    TotalTime: 30,
    TimeLeft: 30,
    TimeBonusAmount: 0.2,
    CurrentQuestionIndex: 4,
    ...patch,
  });

/** A survey question with 'Other' as its last option. */
export const surveyQuestion = (patch: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  ...quizQuestion(),
  ID: 'learned-most-about',
  Name: 'Which of these did you learn the most about in the game?',
  Options: ['Pay, tax and super', 'Budgeting and paying bills', 'Other'].map((Name, index) => ({
    ID: `learned-most-about.${index}`,
    Name,
    IsCorrect: null,
    Selected: false,
    IsOther: Name === 'Other',
  })),
  Bonus: 0,
  CurrentQuestionIndex: 15,
  HasSurvey: true,
  ...patch,
});

/** POST /api/i/survey/submit's answer. */
export const answered = (patch: Partial<SurveyAnswerResult> = {}): SurveyAnswerResult => ({
  QuestionID: 'super-guarantee',
  IsCorrect: true,
  IsOutOfTime: false,
  IsTimed: false,
  IsLastQuestion: false,
  TimeLeft: 0,
  CashReward: 10,
  TimeBonusAmount: 0,
  TotalReward: 10,
  Explanation: 'Your employer pays the super guarantee on top of your pay.',
  Answers: [
    { Name: 'You, from your pay', Selected: false, Status: 'none' },
    { Name: 'Your employer', Selected: true, Status: 'correct' },
    { Name: 'The bank', Selected: false, Status: 'none' },
    { Name: 'Nobody', Selected: false, Status: 'none' },
  ],
  IsSurveyComplete: false,
  ...patch,
});
