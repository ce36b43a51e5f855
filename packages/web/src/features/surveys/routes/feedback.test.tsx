import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../test/render-route';
import { feedbackRoute, type SurveyFeedbackState } from '../lib/feedback-state';
import { answered, quizQuestion, renderSurveys, timedQuestion } from '../testing/render-surveys';

afterEach(() => vi.unstubAllGlobals());

const stateOf = (
  result: SurveyFeedbackState['result'],
  withoutTimer = false,
): SurveyFeedbackState => ({
  result,
  question: { Name: quizQuestion().Name, CurrentQuestionIndex: 3, TotalQuestionCount: 23 },
  withoutTimer,
});

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the end quiz feedback screens', () => {
  it('a right answer: its total reward', async () => {
    renderSurveys('/surveys/feedback-correct', {}, { state: stateOf(answered()) });
    expect(await screen.findByRole('heading', { name: 'CORRECT!' })).toBeTruthy();
    expect(figure('Total reward')).toBe('$10.00');
    expect(screen.queryByText(/no time bonus/)).toBeNull();
  });

  it('a quick right answer: the time left, cash reward, time bonus and their total', async () => {
    const result = answered({
      IsTimed: true,
      TimeLeft: 23,
      CashReward: 10,
      TimeBonusAmount: 4.6,
      TotalReward: 14.6,
    });
    expect(feedbackRoute(result)).toBe('/surveys/feedback-timed-correct');
    renderSurveys('/surveys/feedback-timed-correct', {}, { state: stateOf(result) });
    expect(await screen.findByRole('heading', { name: 'CORRECT!' })).toBeTruthy();
    expect(figure('Time left')).toBe('23 seconds');
    expect(figure('Cash reward')).toBe('$10.00');
    expect(figure('Time bonus')).toBe('+$4.60');
    expect(figure('Total reward')).toBe('$14.60');
  });

  it('a wrong answer: INCORRECT, no bonus cash, and the right answer with why', async () => {
    const result = answered({
      IsCorrect: false,
      CashReward: 0,
      TotalReward: 0,
      Answers: [
        { Name: 'You, from your pay', Selected: true, Status: 'incorrect' },
        { Name: 'Your employer', Selected: false, Status: 'correct' },
      ],
    });
    expect(feedbackRoute(result)).toBe('/surveys/feedback-incorrect');
    renderSurveys('/surveys/feedback-incorrect', {}, { state: stateOf(result) });
    expect(await screen.findByRole('heading', { name: 'INCORRECT' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
    expect(screen.getByText('Your employer').tagName).toBe('STRONG');
    expect(screen.getByText(/employer pays the super guarantee/)).toBeTruthy();
  });

  it('out of time: OUT OF TIME and no bonus cash', async () => {
    const result = answered({ IsCorrect: false, IsTimed: true, IsOutOfTime: true, TotalReward: 0 });
    expect(feedbackRoute(result)).toBe('/surveys/feedback-incorrect');
    renderSurveys('/surveys/feedback-incorrect', {}, { state: stateOf(result) });
    expect(await screen.findByRole('heading', { name: 'OUT OF TIME' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
  });

  it('CONTINUE reads the next question afresh', async () => {
    const user = userEvent.setup();
    const { calls } = renderSurveys(
      '/surveys/feedback-correct',
      { 'GET /api/i/survey': ok(timedQuestion()) },
      { state: stateOf(answered()) },
    );
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'Question 4 of 23' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/i/survey')).toHaveLength(1);
    expect(within(screen.getByRole('group')).getAllByRole('radio')).toHaveLength(4);
  });

  it('CONTINUE after the last question goes to the end of the game', async () => {
    const user = userEvent.setup();
    renderSurveys(
      '/surveys/feedback-incorrect',
      {},
      { state: stateOf(answered({ IsCorrect: false, IsLastQuestion: true })) },
    );
    expect(await screen.findByText(/That was the last question/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Arrived at /end-of-game')).toBeTruthy();
  });

  it('a reload without the answer goes back to the question', async () => {
    renderSurveys('/surveys/feedback-correct', { 'GET /api/i/survey': ok(quizQuestion()) });
    expect(await screen.findByRole('heading', { name: 'Question 3 of 23' })).toBeTruthy();
  });
});
