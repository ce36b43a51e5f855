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
];

export const unbuiltAppFaqs: Faq[] = [
  {
    id: 'weekly-planner',
    name: 'What is the Weekly Planner for?',
    content:
      '<p><strong>My Budget</strong> shows your weekly income, your expenses (rent, food, travel and entertainment) and what is left. Use the sliders to plan how much goes to spending, saving and investing.</p><p>The <strong>Diary</strong> has a question each week to help you think about your choices.</p>',
  },
];
