import { SURVEY_MESSAGES } from '@mc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../../test/render-route';
import {
  answered,
  GAME_INSTANCE_ID,
  quizQuestion,
  renderSurveys,
  surveyQuestion,
} from '../testing/render-surveys';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const submitted = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/i/survey/submit');

describe('the end quiz question screen', () => {
  it('says which question of how many, and keeps SUBMIT disabled until an answer is chosen', async () => {
    const user = userEvent.setup();
    renderSurveys('/surveys/question', { 'GET /api/i/survey': ok(quizQuestion()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 3 of 23' })).toBeTruthy();
    expect(screen.getByText('A right answer earns $10.00.')).toBeTruthy();
    const group = screen.getByRole('group', { name: quizQuestion().Name });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'SUBMIT' });
    expect(submit.disabled).toBe(true);
    await user.click(within(group).getByRole('radio', { name: /Your employer/ }));
    expect(submit.disabled).toBe(false);
    // The bar on top says how far through the player is.
    const progress = screen.getByRole('progressbar', { name: 'QUIZ PROGRESS' });
    expect(progress.getAttribute('aria-valuetext')).toBe('Question 3 of 23');
  });

  it('promises a bonus per second only while the timer is on', async () => {
    renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(
        quizQuestion({
          TimeBonus: true,
          TimeBonusAmount: 0.1,
          TotalTime: 30,
          TimeLeft: 30,
          IsTimerOff: true,
        }),
      ),
    });
    expect(await screen.findByText('A right answer earns $10.00.')).toBeTruthy();
    expect(screen.queryByText(/every second/)).toBeNull();
  });

  it('reads COMPLETE on the last question', async () => {
    renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(surveyQuestion({ IsLastQuestion: true, CurrentQuestionIndex: 23 })),
    });
    expect(await screen.findByRole('button', { name: 'COMPLETE' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).toBeNull();
  });

  it('marks the answers after submission with words and icons, then shows the reward', async () => {
    const user = userEvent.setup();
    const { calls } = renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(quizQuestion()),
      'POST /api/i/survey/submit': ok(
        answered({
          IsCorrect: false,
          CashReward: 0,
          TotalReward: 0,
          Answers: [
            { Name: 'You, from your pay', Selected: true, Status: 'incorrect' },
            { Name: 'Your employer', Selected: false, Status: 'correct' },
            { Name: 'The bank', Selected: false, Status: 'none' },
            { Name: 'Nobody', Selected: false, Status: 'none' },
          ],
        }),
      ),
    });
    const group = await screen.findByRole('group', { name: quizQuestion().Name });
    await user.click(within(group).getByRole('radio', { name: /You, from your pay/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(await screen.findByText('Not quite. The right answer is marked above.')).toBeTruthy();
    expect(
      within(group).getByRole('radio', { name: /You, from your pay.*Your answer: incorrect/ }),
    ).toBeTruthy();
    expect(
      within(group).getByRole('radio', { name: /Your employer.*The right answer/ }),
    ).toBeTruthy();
    for (const radio of within(group).getAllByRole<HTMLInputElement>('radio'))
      expect(radio.matches(':disabled')).toBe(true);
    expect(submitted(calls)[0]?.body).toEqual({
      GameInstanceID: GAME_INSTANCE_ID,
      SurveyQuestionOptionID: 'super-guarantee.0',
      OtherText: null,
      TimeLeft: 0,
    });

    const next = screen.getByRole('button', { name: 'CONTINUE' });
    expect(document.activeElement).toBe(next);
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'INCORRECT' })).toBeTruthy();
    expect(screen.getByText('NO BONUS CASH THIS TIME')).toBeTruthy();
  });

  it('goes to the right feedback screen with the total the server paid', async () => {
    const user = userEvent.setup();
    renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(quizQuestion()),
      'POST /api/i/survey/submit': ok(answered()),
    });
    await user.click(await screen.findByRole('radio', { name: /Your employer/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Correct! Nice work.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Your employer.*Your answer: correct/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'CORRECT!' })).toBeTruthy();
    expect(screen.getByText('Total reward').nextElementSibling?.textContent).toBe('$10.00');
  });

  it("shows a box for the player's own words when Other is chosen, and sends them", async () => {
    const user = userEvent.setup();
    const { calls } = renderSurveys(
      '/surveys/question',
      {
        'GET /api/i/survey': ok(surveyQuestion()),
        'POST /api/i/survey/submit': ok(
          answered({ IsCorrect: null, CashReward: 0, TotalReward: 0, Answers: [] }),
        ),
      },
      { state: { introSeen: true } },
    );
    await screen.findByRole('heading', { name: 'Question 15 of 23' });
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const box = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Tell us in your own words (optional)',
    });
    expect(box.maxLength).toBe(200);
    await user.type(box, 'Saving up for a car');
    await user.click(screen.getByRole('radio', { name: /Budgeting/ }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(submitted(calls)).toHaveLength(1));
    expect(submitted(calls)[0]?.body).toMatchObject({
      SurveyQuestionOptionID: 'learned-most-about.2',
      OtherText: 'Saving up for a car',
    });
  });

  it('goes straight on to the next survey question after SUBMIT (no right answers to mark)', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { calls } = renderSurveys(
      '/surveys/question',
      {
        'GET /api/i/survey': () => {
          asked += 1;
          return ok(
            asked === 1
              ? surveyQuestion()
              : surveyQuestion({
                  ID: 'confidence-now',
                  Name: 'How confident do you feel about managing your own money now?',
                  CurrentQuestionIndex: 16,
                }),
          );
        },
        'POST /api/i/survey/submit': ok(
          answered({ IsCorrect: null, CashReward: 0, TotalReward: 0, Answers: [] }),
        ),
      },
      { state: { introSeen: true } },
    );
    await user.click(await screen.findByRole('radio', { name: /Pay, tax and super/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'Question 16 of 23' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /CORRECT|INCORRECT/ })).toBeNull();
    expect(submitted(calls)).toHaveLength(1);
  });

  it('ends the game after the last answer', async () => {
    const user = userEvent.setup();
    renderSurveys(
      '/surveys/question',
      {
        'GET /api/i/survey': ok(surveyQuestion({ IsLastQuestion: true, CurrentQuestionIndex: 23 })),
        'POST /api/i/survey/submit': ok(
          answered({ IsCorrect: null, IsLastQuestion: true, IsSurveyComplete: true, Answers: [] }),
        ),
      },
      { state: { introSeen: true } },
    );
    await user.click(await screen.findByRole('radio', { name: /Budgeting/ }));
    await user.click(screen.getByRole('button', { name: 'COMPLETE' }));
    expect(await screen.findByText('Arrived at /end-of-game')).toBeTruthy();
  });

  it('shows the survey intro before the first survey question', async () => {
    const user = userEvent.setup();
    renderSurveys('/surveys/question', {
      'GET /api/i/survey': ok(surveyQuestion({ IsSurveyStart: true })),
      'GET /api/i/games/hasendsurvey': ok({
        HasEndSurvey: true,
        IsOptional: false,
        IsSurveyComplete: false,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'End of Game Survey' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lets do it!' }));
    expect(await screen.findByRole('heading', { name: 'Question 15 of 23' })).toBeTruthy();
  });

  it('moves on to the end of the game when there is nothing left to answer', async () => {
    renderSurveys('/surveys/question', {
      'GET /api/i/survey': refused(400, SURVEY_MESSAGES.complete),
    });
    expect(await screen.findByText('Arrived at /end-of-game')).toBeTruthy();
  });

  it("says why an answer was refused and keeps the player's choice", async () => {
    const user = userEvent.setup();
    renderSurveys(
      '/surveys/question',
      {
        'GET /api/i/survey': ok(surveyQuestion()),
        'POST /api/i/survey/submit': refused(400, SURVEY_MESSAGES.otherMarkup),
      },
      { state: { introSeen: true } },
    );
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox'), '<b>hi</b>');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SURVEY_MESSAGES.otherMarkup);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Other' }).checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'SUBMIT' }).disabled).toBe(false);
  });
});

describe('the quiz intro', () => {
  it('asks the server for no question, so no clock starts while the player reads', async () => {
    const user = userEvent.setup();
    const { calls } = renderSurveys('/surveys/quiz-intro', {
      'GET /api/i/survey': ok(quizQuestion()),
      'GET /api/i/games/hasendsurvey': ok({
        HasEndSurvey: true,
        IsOptional: false,
        IsSurveyComplete: false,
      }),
    });
    expect(
      await screen.findByRole('heading', { name: "WAIT! You're not finished yet." }),
    ).toBeTruthy();
    expect(await screen.findByText(/Finish it to see your final results/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/i/survey')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Lets do it!' }));
    expect(await screen.findByRole('heading', { name: 'Question 3 of 23' })).toBeTruthy();
  });
});
