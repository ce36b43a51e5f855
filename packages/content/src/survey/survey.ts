// The end survey: nine single-choice questions a teacher or the foundation would want answered
// after the game (what the student learned, how confident they feel with money and how that
// changed, what they will do differently, which app helped, whether they would talk about money
// at home and recommend the game). No right or wrong answers, and nothing personal: no names,
// contact details, school or income. Three questions let the player add their own words under
// 'Other'. Scales are in words (never numbers) and run from least to most.
//
// Also the two intro screens (spec part 2, section 2): the quiz intro's title and the survey
// intro's title are the spec's; the bodies are ours.
import type { Intro, SurveyQuestion } from './schema';

export const QUIZ_INTRO: Intro = {
  title: "WAIT! You're not finished yet.",
  body: 'Every right answer adds cash to your final score. Some questions are timed, and a quick right answer earns a time bonus on top.',
};

export const SURVEY_INTRO: Intro = {
  title: 'End of Game Survey',
  body: 'There are no right or wrong answers, so just tell us what you think. It takes about 2 minutes.',
};

export const endSurveyQuestions: SurveyQuestion[] = [
  {
    id: 'learned-most-about',
    text: 'Which of these did you learn the most about in the game?',
    kind: 'single',
    options: [
      'Pay, tax and super',
      'Banking, saving and interest',
      'Budgeting and paying bills',
      'Credit cards, loans and debt',
      'Shares, scams and your rights as a buyer',
      'Other',
    ],
    allowOther: true,
    purpose: 'Which money topic the game taught each student most, in their own view.',
  },
  {
    id: 'confidence-now',
    text: 'How confident do you feel about managing your own money now?',
    kind: 'single',
    options: [
      'Not at all confident',
      'A little confident',
      'Fairly confident',
      'Very confident',
      'Extremely confident',
    ],
    allowOther: false,
    purpose: 'Confidence with money at the end of the game, on a five-point scale.',
  },
  {
    id: 'confidence-change',
    text: 'Compared with before you played, how confident do you feel with money?',
    kind: 'single',
    options: [
      'Much less confident',
      'A bit less confident',
      'About the same',
      'A bit more confident',
      'Much more confident',
    ],
    allowOther: false,
    purpose: "How much the game changed the student's confidence with money, as they see it.",
  },
  {
    id: 'do-differently',
    text: 'What is one thing you plan to do differently with money in real life?',
    kind: 'single',
    options: [
      'Make a budget and check it each week',
      'Save part of every pay before I spend',
      'Check my payslips, bills and bank fees',
      'Stop and check before I trust a message or an offer',
      'Think twice before using credit or buy now pay later',
      'Other',
    ],
    allowOther: true,
    purpose:
      'The habit the student means to take into real life: the behaviour change to follow up.',
  },
  {
    id: 'most-helpful-app',
    text: 'Which app in the game helped you the most?',
    kind: 'single',
    options: ['My Bank', 'Weekly Planner', 'Finance Weekly', 'Job Finder', 'Shares', 'Other'],
    allowOther: true,
    purpose: 'Which part of the game students found most useful, to guide what is improved next.',
  },
  {
    id: 'real-life-feel',
    text: 'How true to real life did the money choices in the game feel?',
    kind: 'single',
    options: ['Not at all', 'A little', 'Mostly', 'Very'],
    allowOther: false,
    purpose: 'Whether the simulation felt believable enough for its lessons to carry over.',
  },
  {
    id: 'how-hard',
    text: 'How easy or hard was the game to play?',
    kind: 'single',
    options: ['Too easy', 'About right', 'A bit hard', 'Too hard'],
    allowOther: false,
    purpose: 'Whether the game suits the age group, or needs more help or more challenge.',
  },
  {
    id: 'talk-about-money',
    text: 'After playing, would you talk about money with your family or another adult you trust?',
    kind: 'single',
    options: ['Yes, I already do', 'Yes, I think I will now', 'Maybe', 'Probably not'],
    allowOther: false,
    purpose: 'Whether the game starts conversations about money at home or with a trusted adult.',
  },
  {
    id: 'recommend-the-game',
    text: 'Would you recommend the Money Challenge to a friend?',
    kind: 'single',
    options: ['Definitely not', 'Probably not', 'Not sure', 'Probably', 'Definitely'],
    allowOther: false,
    purpose: 'How likely students are to recommend the game to a friend.',
  },
];
