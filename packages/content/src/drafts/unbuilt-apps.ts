// Help and FAQs written for the apps that are not built yet (the starter scenario's disabledApps).
// They are not served: a player would be sent to an app that does not open. When an app lands,
// move its help into help.ts and its FAQs into faqs.ts, check them against what the app does,
// and the content test then lets the tips and FAQs name it.
import type { Faq, HelpMessage } from '../schemas';

export const unbuiltAppHelp: HelpMessage[] = [
  {
    appKey: 'Planner',
    title: 'Your Weekly Planner',
    body: "The Planner helps you make a plan, not just react.\n\nMy Budget shows your weekly income, your expenses (rent, food, travel and entertainment) and what's left over. If you don't have a job yet, it will tell you, so Job Finder is a good place to start.\n\nUse the sliders to share out what's left between spending (bills and goods), saving and investing (shares and term deposits).\n\nThe Diary asks one question a week. Jot down your thoughts and tips: it helps you spot what's working.",
  },
  {
    appKey: 'FinanceWeekly',
    title: 'Finance Weekly',
    body: "Each week there's a new money article, and a short quiz about it. Right answers earn cash, paid into My Cash. Questions can be multiple choice, true or false, or fill in the blanks.\n\nSome weeks the quiz is required. Finance Weekly then shows a ! and you can't finish the week until it's done. If you leave a quiz part way, you miss out on the bonus cash.\n\nMissed an article? The archive has every past issue.",
  },
];

export const unbuiltAppFaqs: Faq[] = [
  {
    id: 'weekly-planner',
    name: 'What is the Weekly Planner for?',
    content:
      '<p><strong>My Budget</strong> shows your weekly income, your expenses (rent, food, travel and entertainment) and what is left. Use the sliders to plan how much goes to spending, saving and investing.</p><p>The <strong>Diary</strong> has a question each week to help you think about your choices.</p>',
  },
  {
    id: 'finance-weekly',
    name: 'What is Finance Weekly?',
    content:
      "<p>A new money article each week, with a short quiz. Right answers add cash to My Cash. Sometimes the quiz is required before you can finish the week, and Finance Weekly shows a <strong>!</strong> until it's done.</p>",
  },
];
