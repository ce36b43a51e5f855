import type { ClassGuide } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderRoute, stubServer } from '../../../../test/render-route';
import { saveTeacherSession } from '../../../lib/teacher-session';
import { LINK_ID } from '../testing/fixtures';
import { GuidePage } from './guide';

// The weekly guide (issue 33): each week's article with the discussion and the quiz's answers,
// then the money check's, printable.

const guide: ClassGuide = {
  GroupName: '10B Money',
  Weeks: [
    {
      Week: 1,
      Title: 'Your first pay: where did the rest go?',
      Topic: 'Pay and tax',
      Curriculum: [{ Code: 'AC9HE7K04', Summary: 'Year 7: why people work' }],
      Discussion: ['Why is tax taken first?', 'What is super for?', 'Who checks a pay slip?'],
      QuizTitle: 'Quiz: Your first pay',
      QuizRequired: false,
      Questions: [
        {
          Kind: 'Multiple choice',
          Text: 'What does PAYG mean?',
          Options: ['Pay as you go', 'Pay after you get it', 'Pay all your gains'],
          Answer: 'Pay as you go',
          Explanation: 'Tax is taken from each pay as it is earned.',
        },
        {
          Kind: 'Fill the blanks',
          Text: 'Your employer pays ____ into a ____ fund.',
          Options: ['rent', 'super', 'super fund'],
          Answer: 'super, super fund',
          Explanation: 'Employers pay super on top of wages.',
        },
      ],
    },
    {
      Week: 2,
      Title: 'Everyday or savings?',
      Topic: 'Banking',
      Curriculum: [],
      Discussion: ['One?', 'Two?', 'Three?'],
      QuizTitle: 'Quiz: Bank accounts',
      QuizRequired: true,
      Questions: [
        {
          Kind: 'True or false',
          Text: 'A savings account is for spending.',
          Options: [],
          Answer: 'False',
          Explanation: 'It is for money put away.',
        },
      ],
    },
  ],
  MoneyCheck: [
    {
      Kind: 'Multiple choice',
      Text: 'A text says you won a prize and asks for a fee. What is it?',
      Options: ['A scam', 'A gift', 'A bill'],
      Answer: 'A scam',
      Explanation: 'A real prize never asks you to pay first.',
      Topic: 'Scams',
      Curriculum: [{ Code: 'AC9HP10P10', Summary: 'Getting help' }],
    },
  ],
};

const open = (reply = ok(guide)) => {
  stubServer({ [`GET /api/t/links/${LINK_ID}/guide`]: reply });
  renderRoute(
    '/teacher/classes/:GameLinkID/guide',
    <GuidePage />,
    `/teacher/classes/${LINK_ID}/guide`,
  );
};

describe('the weekly guide', () => {
  beforeEach(() => saveTeacherSession({ Token: 'teacher-token', Name: 'Ms Ngata' }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows each week's article, discussion and quiz answers, then the money check's", async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly guide: 10B Money' }),
    ).toBeDefined();
    const week1 = screen.getByRole('region', {
      name: 'Week 1: Your first pay: where did the rest go?',
    });
    expect(within(week1).getByText('Pay and tax')).toBeDefined();
    expect(within(week1).getByText('AC9HE7K04')).toBeDefined();
    expect(
      within(week1)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Why is tax taken first?');
    const answers = within(week1).getByRole('list', { name: 'Week 1 quiz answers' });
    expect(answers.textContent).toContain('Answer: Pay as you go');
    expect(answers.textContent).toContain('Answer: super, super fund');
    const week2 = screen.getByRole('region', { name: 'Week 2: Everyday or savings?' });
    expect(
      within(week2).getByRole('heading', {
        name: 'Quiz: Bank accounts (students must do it before the week ends)',
      }),
    ).toBeDefined();
    const check = screen.getByRole('region', { name: 'The money check' });
    expect(check.textContent).toContain('(Scams; AC9HP10P10)');
    expect(check.textContent).toContain('Answer: A scam');
    // Links to each week and the check, for a long guide on screen.
    const jump = screen.getByRole('navigation', { name: 'Weeks of the guide' });
    expect(within(jump).getByRole('link', { name: 'Week 2' }).getAttribute('href')).toBe('#week-2');
    expect(within(jump).getByRole('link', { name: 'Money check' })).toBeDefined();
  });

  it('prints from its button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print the guide' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says so for a class that isn't the teacher's", async () => {
    open(refused(403, 'You do not have access to this game.'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/isn't one of yours/);
  });
});
