import { centsToDollars as $, type SurveyAnswerResult, type SurveyQuestion } from '@mc/contract';
import {
  END_QUIZ,
  optionId,
  type EndQuestion,
  type SurveyAnswer,
  type SurveyQuestionView,
} from '@mc/engine';

// The end of the game's engine views as the spec's survey fields (dollars).

export function presentSurveyQuestion(view: SurveyQuestionView): SurveyQuestion {
  const { found } = view;
  const quiz = found.kind === 'quiz' ? found.question : null;
  const timed = quiz?.timed ?? false;
  const options = found.question.options;
  return {
    ID: found.question.id,
    Name: found.question.text,
    Options: options.map((name, index) => ({
      ID: optionId(found.question.id, index),
      Name: name,
      IsCorrect: null,
      Selected: false,
      IsOther: found.kind === 'survey' && found.question.allowOther && index === options.length - 1,
    })),
    Bonus: quiz ? $(END_QUIZ.rewardCents) : 0,
    TimeBonus: timed,
    TotalTime: timed ? END_QUIZ.timedSeconds : 0,
    TimeLeft: view.secondsLeft,
    IsTimerOff: view.clockOff,
    TimeBonusAmount: timed ? $(END_QUIZ.timeBonusCentsPerSecond) : 0,
    CurrentQuestionIndex: view.index + 1,
    TotalQuestionCount: view.total,
    HasSurvey: found.kind === 'survey',
    IsSurveyStart: view.isSurveyStart,
    IsLastQuestion: view.isLast,
  };
}

export function presentSurveyAnswer(
  answer: SurveyAnswer,
  found: EndQuestion,
  isLast: boolean,
  isComplete: boolean,
): SurveyAnswerResult {
  const quiz = found.kind === 'quiz' ? found.question : null;
  return {
    QuestionID: answer.questionId,
    IsCorrect: answer.correct,
    IsOutOfTime: answer.outOfTime,
    IsTimed: quiz?.timed ?? false,
    IsLastQuestion: isLast,
    TimeLeft: answer.secondsLeft ?? 0,
    CashReward: $(answer.rewardCents),
    TimeBonusAmount: $(answer.timeBonusCents),
    TotalReward: $(answer.rewardCents + answer.timeBonusCents),
    Explanation: quiz?.explanation ?? null,
    Answers: found.question.options.map((name, index) => ({
      Name: name,
      Selected: index === answer.option,
      Status: quiz
        ? index === quiz.correct
          ? 'correct'
          : index === answer.option
            ? 'incorrect'
            : 'none'
        : 'none',
    })),
    IsSurveyComplete: isComplete,
  };
}
