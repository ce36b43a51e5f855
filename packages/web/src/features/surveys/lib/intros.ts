// The two intro screens' words (spec part 2 section 2: the titles are the spec's). The same words
// as QUIZ_INTRO and SURVEY_INTRO in @mc/content, which the web app may not import (it talks to
// the server through the contract only): keep the two in step.

export const QUIZ_INTRO = {
  title: "WAIT! You're not finished yet.",
  body: 'Every right answer adds cash to your final score. Some questions are timed, and a quick right answer earns a time bonus on top.',
} as const;

export const SURVEY_INTRO = {
  title: 'End of Game Survey',
  body: 'There are no right or wrong answers, so just tell us what you think. It takes about 2 minutes.',
} as const;
