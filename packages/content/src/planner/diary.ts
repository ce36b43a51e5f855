// The Weekly Planner's diary: a reflection question for each game week (1 to 27) and the mentor's
// replies to an answer. Each question is tied to the week's Finance Weekly article
// (news/articles-weeks-*.ts) and, where every persona meets it, to the week's story
// (story.ts for the 18-year-old in a share house, story-at-home.ts for the 15- and 16-year-olds
// at home). It asks for the player's own thoughts and a real-life tip; there is no right answer.
//
// Every question fits every persona. Where the stories differ, the question asks about the
// article, or about what the stories share (a surprise cost in week 5, a scam text in week 17):
//   week 1: pay slips come in week 1 (weekly pay, 15) or week 2 (fortnightly, 16 and 18), so
//     it asks about the first pay to come;
//   week 7: only the 18-year-old rents (a rent rise); it asks how they would plan for a cost
//     that goes up, "whether you rent now or will move out one day";
//   week 9 and week 11's tip: credit cards are for 18 and over, so "now or once you turn 18";
//   week 18: only the 18-year-old pays a power bill: "whether you pay it or your family does".
//
// Replies are chosen by the player's situation ('net-up', 'net-down', 'owes', 'no-income'),
// falling back to 'any'. They name no dollar figures (the game's amounts differ by persona and
// by choice) and no credit card that a younger player cannot have ("bill or balance").
import type { DiaryQuestion } from './schema';

export const diaryQuestions: DiaryQuestion[] = [
  {
    week: 1,
    id: 'your-first-pay',
    title: 'Your first pay',
    text: "This week's Finance Weekly explains the gap between gross pay and net pay. What do you plan to do with your first pay? Share one tip you'd give a friend starting their first job.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Deciding what your pay is for before it lands is how people stay in control of their money, and you have already started.',
          'Next step: when your pay slip arrives in Email, find your gross pay, the tax taken out and your net pay.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose in your very first week, so you are off to a solid start.',
          'Keep it going: when your first pay lands, move a little into savings before you spend any of it.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position dipped this week, which is common in week 1 while you are setting things up.',
          'Your first pay will help it bounce back: when it lands, pay what is due first, then decide what to save.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing already, which can happen fast when bills arrive before your pay does.',
          'Open Email, check the due week on each bill and pay the overdue one first to keep late fees away.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'No pay coming in yet? Your plan for it still counts, and writing it down now makes payday easier.',
          'If you do not have a job, Job Finder lists new ones most weeks, and the answer to an application comes by email the week after.',
        ],
      },
    ],
  },
  {
    week: 2,
    id: 'choosing-your-accounts',
    title: 'Your bank accounts',
    text: 'You have opened an everyday account, and this week some money arrived from family. How did you choose your account, and where will that money go? Share a tip for picking a bank account in real life.',
    replies: [
      {
        situation: 'any',
        messages: [
          "Comparing fees, interest and what you need an account to do is exactly what this week's article was about, and your answer shows you have thought it through.",
          'Next step: open My Bank and see whether a savings account would earn more on money you will not spend soon.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, helped along by the money from family.',
          'Money you did not expect is a good chance to save: move some of it into savings before it drifts into spending.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          "Your net position slipped this week, even with the family gift, so it's worth a quick look at where the money went.",
          'Look through your transactions in My Bank for fees you could avoid with a different account.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          "Something is owing, so let's sort that out before anything else.",
          'Pay the overdue bill from your everyday account first: gift money is handy for exactly this.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in yet, the money from family matters even more, so keeping it somewhere safe is a smart move.',
          'Job Finder has new jobs most weeks: apply for one that fits your days, and the answer comes by email next week.',
        ],
      },
    ],
  },
  {
    week: 3,
    id: 'your-first-budget',
    title: 'Your first budget',
    text: 'Finance Weekly says a budget is a plan that tells your money where to go, and this week a cheaper bus fare deal came up. What is one cost you could cut without missing it? Share your tip for sticking to a budget.',
    replies: [
      {
        situation: 'any',
        messages: [
          'A cost you will not miss is the easiest saving there is, and a travel card is a classic: a small cost once for a cheaper fare every week.',
          'Next step: write down your pay and your must-pay costs for a week, and see what is left to plan with.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position went up this week, which is a sign your plan is working.',
          "Give every extra dollar a job, some to savings and some to spending, so it doesn't just disappear.",
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and a budget is the tool for working out why.',
          'List what you spent this week, mark each thing as a need or a want, and pick one want to skip next week.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'There is a bill or balance owing right now, and every budget starts with the things you must pay.',
          "Pay the overdue one first, then put each bill's due week in your plan so the next one can't sneak up on you.",
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in yet, your budget is mostly about protecting what you have.',
          'Keep spending to your needs for now, and check Job Finder for a job on days that suit you.',
        ],
      },
    ],
  },
  {
    week: 4,
    id: 'saving-goals',
    title: 'Saving goals and a safety net',
    text: "What are you saving for, and how big a safety net do you want for surprises? This week's birthday invite put your plan to the test, so share one real-life tip for making room for friends without losing sight of your goal.",
    replies: [
      {
        situation: 'any',
        messages: [
          'A clear goal makes saving much easier, because every time you say no to something, you know what you are saying yes to.',
          'Next step: give your goal a weekly amount and a week to reach it by, then check how you are tracking in a few weeks.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, so you are already moving towards your goal.',
          'Try paying yourself first: move your weekly amount into savings on payday, and your safety net grows without you having to think about it.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position dipped this week, and a night out with friends can be part of that: it is worth it when you have planned for it.',
          'Set a small amount for fun in your budget each week, and your goal and your social life can both fit.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing at the moment, and clearing it is the first step towards any saving goal.',
          'Pay the overdue bill first, then start your safety net, even with a small amount each payday.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'No pay makes saving tricky, but knowing your goal now means you are ready the moment pay starts.',
          'Look in Job Finder this week, and decide now what share of your first pay goes to your goal.',
        ],
      },
    ],
  },
  {
    week: 5,
    id: 'interest-on-interest',
    title: 'Interest on your interest',
    text: 'Compound interest rewards money you leave alone, but this week a surprise cost came up for a repair or a replacement. How will you keep your savings growing when things go wrong? Share a real-life tip for handling surprise costs.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Surprise costs are part of life, and having a plan for them is what keeps your savings growing.',
          'Next step: check the interest rate on your accounts in My Bank, and keep your emergency money where it earns some.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose even with a surprise cost this week, which shows your buffer is doing its job.',
          'Leave your savings alone for a few weeks and watch interest day add to them: that is compounding getting started.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'A surprise cost pulled your net position down this week, and that happens to everyone.',
          'Top your buffer back up a little each payday, so the next surprise comes out of savings and not your bill money.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Owing money is compounding in reverse: fees and interest can make it grow, so clearing it comes first.',
          'Pay the overdue bill or balance now, then start rebuilding your savings.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'Without pay coming in, surprise costs hit harder, so protect the savings you already have.',
          'Check Job Finder for new jobs, and keep your savings in an account that earns interest while you look.',
        ],
      },
    ],
  },
  {
    week: 6,
    id: 'owning-a-share',
    title: 'Owning a piece of a company',
    text: 'Buying a share makes you part owner of a company, and its price can rise or fall every week. Would you buy shares, in the game or one day in real life, and what would you want to know first? Share a tip for anyone thinking of investing.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Asking questions before you invest is exactly the right instinct: what the company does, how risky it is and what each trade costs.',
          'Next step: open Shares and compare the risk ratings before you decide anything.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and extra money from a bit of work on the side or selling old things all helps.',
          "Before any of it goes into shares, make sure your bills and safety net are covered: only invest money you won't need soon.",
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week; if shares were part of it, remember prices move both ways and one week says little.',
          'Check your bills are covered first, and only invest money you can leave alone for a while.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'With something owing, paying it off is a sure return, which no share can promise.',
          'Clear the overdue bill or balance first, and think about investing once you are on top of it.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, investing can wait: keeping your money safe comes first.',
          'Look through Job Finder this week, and keep reading Finance Weekly so you are ready when you have money to invest.',
        ],
      },
    ],
  },
  {
    week: 7,
    id: 'renting-and-rising-costs',
    title: 'Renting and rising costs',
    text: 'Finance Weekly looks at renting your first place: bond, leases and rent rises. Whether you rent now or will move out one day, how would you plan for a cost that goes up? Share one tip for someone renting for the first time.',
    replies: [
      {
        situation: 'any',
        messages: [
          "Planning for a cost before it rises is one of the best money habits there is, whether it's rent, a club fee or a phone plan.",
          'Next step: look at your regular costs, ask which could go up this year, and leave a little room in your budget for it.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, so you have some room to plan ahead.',
          "Put a little aside now for costs you know are coming, like a rent rise or a season's fees, and they won't catch you out.",
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and a cost that rises can keep doing that every week unless it is in your plan.',
          'Check which of your costs have changed, and update your budget so your pay still covers them.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and for big bills like rent, paying late can cost more than a fee.',
          'Pay the overdue one first, and note the due week of every regular bill so none slip past.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'Without pay coming in, a rising cost is hard to meet, which is why landlords usually ask renters about their income first.',
          'Check Job Finder for work that fits your week, and hold on to what you have until pay starts.',
        ],
      },
    ],
  },
  {
    week: 8,
    id: 'buy-now-pay-later',
    title: 'Buy now, pay later?',
    text: 'Buy now pay later makes four easy payments sound painless. When do you think it helps, and when does it become a trap? Think of something you wanted this week, and share your tip for deciding whether to pay now, save up or skip it.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Weighing up whether to pay now, save up or skip it is a skill that will save you a lot over the years.',
          'Next step: before your next want, check that your bills for the next few weeks are covered first.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          "Your net position rose this week, so whatever you decided about this week's offer, your plan held up.",
          'If there is something you are saving for, pay for it in full when you get there: no payments to chase later.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position dropped this week, which can happen after a fun spend, and the real question is whether it was worth it to you.',
          'If it was, enjoy it; if not, try waiting a day before the next one.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and adding more payments on top is how buy now pay later turns into a trap.',
          'Pay what is overdue first, and hold off on new spending until you are clear.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, any payment plan is a promise you would have to keep without income, so it is worth steering clear.',
          'Save up for what you want instead, and check Job Finder for a job this week.',
        ],
      },
    ],
  },
  {
    week: 9,
    id: 'credit-card-minimums',
    title: 'The minimum repayment trap',
    text: 'Finance Weekly shows how paying only the minimum on a credit card can take years. Why do you think so many people end up doing it? Share one rule you would set yourself for using a card in real life, now or once you turn 18.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Setting your rule before you use a card is the best way to make sure it never costs you interest.',
          'Next step: whenever you use credit, plan to pay the whole closing balance by the due week, and interest never starts.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and spending only money you have is a habit that keeps it that way.',
          'If you use a card, pay the full closing balance on every statement and treat it just like your debit card.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and replacing something you lost can sting.',
          'Before reaching for credit to cover a surprise, see whether a small savings buffer could do it instead.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing right now, and the sooner you clear it, the less interest and fees it can add.',
          'If it is an overdue bill, pay it first; if it is a card balance, pay more than the minimum.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          "With no pay coming in, credit can feel like a fix, but it's borrowed money you would have to pay back with interest.",
          'Check Job Finder for work first, and keep your spending to needs until pay starts.',
        ],
      },
    ],
  },
  {
    week: 10,
    id: 'your-phone-plan',
    title: 'What your phone really costs',
    text: "A 'free' phone on a plan is never free, says this week's Finance Weekly. How do you decide which phone and plan are worth it to you? Share a tip for keeping your phone bill down in real life.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Your phone bill comes again and again, so a good choice here saves you money all year.',
          'Next step: find your phone bill in Email and work out what it costs you over a whole year.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and keeping regular bills like your phone low is a big part of that.',
          'Next time your plan is up, compare what a cheaper plan would save you over a year.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and regular bills like your phone are worth a look when that happens.',
          'Check how much data you really use, and whether a cheaper plan would do the job.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and a phone bill left unpaid can pick up a late fee and end up with a debt collector.',
          'Pay the overdue bill first, then pay your next phone bill in the week it arrives.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, your phone bill still arrives, so it is worth keeping it as low as you can.',
          'Check Job Finder for a job this week, and pay your phone bill on time from what you have.',
        ],
      },
    ],
  },
  {
    week: 11,
    id: 'need-it-or-sold-it',
    title: 'Need it, or were you sold it?',
    text: "Countdown timers and 'only 2 left' are made to rush you into buying. Think of something you bought on impulse, in the game or in real life: was it worth it? Share your best real-life trick for pausing before you pay.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Everyone buys on impulse sometimes, and noticing it is how you get better at spotting the tricks.',
          "Next step: next time a timer or 'only a few left' pops up, wait a day before you buy.",
          'Selling that jacket this week is a good reminder that things you no longer use can turn back into money.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, with the money from the jacket helping.',
          "Check My Stuff for anything else you don't use, and think about selling it on iBuy.",
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and impulse buys are often part of that, for anyone.',
          "Look back at this week's spending and pick one thing you would skip next time.",
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and it is much easier to pause before buying when every bill is paid.',
          'Clear the overdue bill or balance first, then try a simple rule: no wants until the bills are covered.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, the pause before you buy matters even more.',
          "Selling things you don't use on iBuy can bring in some money while you look for a job in Job Finder.",
        ],
      },
    ],
  },
  {
    week: 12,
    id: 'subscriptions-add-up',
    title: 'Subscriptions add up',
    text: 'StreamFlix offered you a cheaper plan with ads this week. Did you switch or keep your plan, and why? Share a tip for stopping subscriptions from quietly adding up.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Either choice can be right: what matters is deciding what a subscription is worth to you.',
          'Next step: list every subscription you pay for, work out what each costs over a year, and cancel any you do not use.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and small savings on regular costs keep helping every week after.',
          'Check your other regular costs too: a cheaper plan on one or two adds up over a year.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and regular costs like subscriptions are an easy place to look.',
          'Work out what your streaming costs over a whole year, and decide whether it is still worth it to you.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and subscriptions are one of the easiest costs to trim while you catch up.',
          'Pay the overdue bill first, and think about a cheaper plan or fewer subscriptions until you are clear.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, subscriptions keep taking money, so it is worth checking which ones you really use.',
          'A cheaper plan makes your savings last longer while you look in Job Finder.',
        ],
      },
    ],
  },
  {
    week: 13,
    id: 'halfway-spread-it-out',
    title: 'Halfway: spreading your money',
    text: "You're halfway through, and Finance Weekly says don't put all your eggs in one basket. Where is your money sitting now, and what would you change for the second half? Share one real-life tip for not relying on just one thing.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Halfway is a good time to stop and look, and spreading your money out means one bad week cannot undo everything.',
          "Next step: open Where I'm at and check how your money is split between cash, your accounts and anything you have invested.",
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, so you are heading into the second half with momentum.',
          'Pick one thing that is working and keep doing it, and spread any extra savings so they are not all in one place.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and there is plenty of game left to turn that around.',
          'Choose one change for the second half, like saving a set amount each payday, and stick with it for four weeks.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing at the halfway mark, and clearing it gives your second half a clean start.',
          'Pay the overdue bill or balance first, then check the due weeks of the bills coming up.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in at the halfway mark, finding work is the change that will make the biggest difference.',
          'Look through Job Finder for a job on days that suit you, and apply this week.',
        ],
      },
    ],
  },
  {
    week: 14,
    id: 'is-insurance-worth-it',
    title: 'Is insurance worth it?',
    text: 'Insurance means paying a little so you never lose a lot. What would you protect first, like your phone, a bike or your things, and is it worth paying for? Share a real-life tip for deciding when protection is worth the cost.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Weighing what it would cost to replace something against what it costs to protect it is exactly how to think about insurance.',
          "Next step: look through My Stuff and ask which things you couldn't afford to replace tomorrow.",
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, which gives you room to protect the things that matter to you.',
          'Start with the thing you rely on most and would struggle to replace, and find out what protecting it costs.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and spending now to save later only pays off if you really use what you buy.',
          'Before you pay for protection or new gear, check your emergency savings: sometimes a buffer is the best insurance.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, so clear that before you add a new regular cost like an insurance premium.',
          'Pay the overdue bill or balance first, then think about what you would want to protect.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, a repair or a loss would be hard to cover, so taking care of what you have really matters.',
          'Keep a little of your savings for emergencies, and check Job Finder for work this week.',
        ],
      },
    ],
  },
  {
    week: 15,
    id: 'super-money-for-later',
    title: 'Super: money for later',
    text: "Super is money you'll meet at 60, so it's easy to ignore. Why do you think starting early makes such a difference? Share one thing you would check about your super when you start a job in real life.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Thinking about super now puts you well ahead, because time is what makes compound interest powerful.',
          'Next step: check your latest pay slip to see whether super was paid, and in real life find out which fund your employer pays it into.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and extra work, like the garden job next door if you took it, all adds up.',
          'Putting a little away for later each payday is the same idea as super: small amounts, given time to grow.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, which happens, and super is a reminder that the long run matters most.',
          'Pick one small habit, like saving a little each payday, that your future self will thank you for.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and unlike super, it is something to deal with now.',
          'Pay the overdue bill or balance first: plans for the future work better without debt in the way.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no job right now, no super is being paid for you, which is one more reason finding work matters.',
          'When you look in Job Finder, check whether super is included with each job.',
        ],
      },
    ],
  },
  {
    week: 16,
    id: 'medicare-and-health-costs',
    title: 'Medicare and health costs',
    text: 'Medicare covers a lot, but not everything: a physio, glasses or the dentist can still cost you. How would you be ready for a health cost, and what is one tip for avoiding a surprise bill at the doctor?',
    replies: [
      {
        situation: 'any',
        messages: [
          'Health costs are one of the surprises a safety net is for, and asking about the cost before an appointment is a habit worth keeping.',
          'Next step: in real life, ask whether the doctor bulk bills when you book, and keep your Medicare card details handy.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          "Your net position rose this week, so a health cost wouldn't knock you off track.",
          'Keep building your emergency savings so a trip to the doctor never has to come out of your bill money.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and a health cost or a night out can both do that.',
          'Check your safety net, and top it up a little each payday so the next cost is covered.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and health costs are hard to juggle on top of an unpaid bill.',
          'Pay the overdue bill first, and if a real-life health bill is ever hard to pay, ask the provider about paying it in parts.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, a health cost would come straight out of your savings, so look after them carefully.',
          'Look in Job Finder for a job this week, and keep some savings aside just for emergencies.',
        ],
      },
    ],
  },
  {
    week: 17,
    id: 'spotting-a-scam',
    title: 'Spotting a scam',
    text: 'A scam text turned up in your Messages this week. What gave it away, or what would you look for next time? Share one tip that would help a friend spot a scam in real life.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Scams are made to look real and to rush you, so slowing down to check is the best defence there is.',
          'Next step: if a message asks you to pay, log in or use new bank details, check with the business on a number you already have.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and keeping your money away from scammers is part of that.',
          'Share your red flags with a friend or someone in your family: scammers target young people, and a quick warning helps.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week; if a scam was part of it, you are far from alone, because scams fool careful people every day.',
          'In real life, call your bank straight away and report it to Scamwatch, then go over the red flags so you spot the next one.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and scammers love to pretend to be a bill you must pay urgently.',
          'Pay the real overdue bill from the email you know is genuine, and check any new payment details before you send money.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, a fake job offer can sound tempting, but a real job never asks you to pay to get paid.',
          'Stick to Job Finder for your next job, and decline any message that asks for money up front.',
        ],
      },
    ],
  },
  {
    week: 18,
    id: 'winter-costs',
    title: 'Winter costs',
    text: "Winter's here, and Finance Weekly has tips for cutting the power bill, whether you pay it or your family does. What costs go up for you in winter, and what is one real-life way to stay warm for less?",
    replies: [
      {
        situation: 'any',
        messages: [
          'Noticing the costs that rise with the seasons makes them much easier to plan for.',
          'Next step: write down one winter cost you expect, and put a little aside for it each payday.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, even with winter costs creeping in.',
          "Keep a little extra aside for the colder months so a bigger bill doesn't catch you short.",
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and winter often brings bigger bills and new gear.',
          'Check your costs for the next few weeks, and adjust your budget so they are covered.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and in real life, power and phone companies have hardship teams that can help when a bill is hard to pay.',
          'In the game, pay the overdue bill first and check the due weeks of the bills coming up.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in during winter, every bill matters, so pay the essentials first.',
          'Check Job Finder for new jobs this week, and keep what you have for bills and staying warm.',
        ],
      },
    ],
  },
  {
    week: 19,
    id: 'giving-that-counts',
    title: 'Giving that counts',
    text: 'A winter appeal asked you for a donation this week. How do you decide when and how much to give? Share a tip for checking that a charity is real before you give.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Giving is a personal choice, and thinking it through is what makes it count.',
          'Next step: in real life, look for the Registered Charity Tick or search the charity register before you give, and keep the receipt.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, so you have room to choose how generous you want to be.',
          'If you give, keep the receipt: a gift to a registered charity can be claimed at tax time.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and whether you gave or not, that call is yours to make.',
          'Giving works best when it fits your budget, so pick an amount you are comfortable with and stick to it.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'With something owing, it is completely fine to look after your own bills before giving.',
          'Pay the overdue bill first: you can always give later, when it fits.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, giving your time or things you no longer need can do just as much good.',
          'Look in Job Finder this week, and keep your money for essentials until pay starts.',
        ],
      },
    ],
  },
  {
    week: 20,
    id: 'chasing-a-hot-share',
    title: 'Chasing a hot share',
    text: "A share can leap in a morning and sink just as fast. What would make you buy a share, and what would stop you? Share a tip for not getting swept up when everyone's talking about a price that has jumped.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Knowing your reasons before you buy is what separates investing from guessing.',
          "Next step: open Shares and look at a company's risk rating and how its price has moved, not just this week's jump.",
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week; if shares helped, enjoy it, and remember prices can fall just as fast.',
          'Think about moving some gains into savings, and spread what you keep over a few companies.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week; if a share price fell, that is normal, and one week says little about a company.',
          'Try not to sell in a panic: check why the price moved, and only invest money you can leave alone.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and clearing it is a sure return that no share can match.',
          'Pay the overdue bill or balance first, then think about investing with what is left.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, this is not the time to take risks with the money you have.',
          'Keep it safe in your account, and look through Job Finder for work this week.',
        ],
      },
    ],
  },
  {
    week: 21,
    id: 'second-hand-bargains',
    title: 'Second-hand bargains',
    text: 'Buying second-hand can save a lot, but a private sale comes with fewer rights than a shop. Have you bought or sold anything second-hand, in the game or in real life? Share a tip on what to check before handing over money.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Second-hand can be great value, and checking before you pay is what keeps it that way.',
          'Next step: before you bid on iBuy, compare the price with buying new, and set the most you will pay.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and smart buying and selling helps with that.',
          'Check My Stuff for things you no longer use: selling them on iBuy turns them back into money.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and a night out with friends can do that.',
          'Before your next buy, new or second-hand, decide your limit first, and walk away if the price goes past it.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, so let the bargains wait until it is paid.',
          "Pay the overdue bill first: a bargain isn't a bargain if it leaves a bill unpaid.",
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, selling what you no longer use can bring in some money.',
          'Sell something from My Stuff on iBuy, and check Job Finder for new jobs this week.',
        ],
      },
    ],
  },
  {
    week: 22,
    id: 'end-of-financial-year',
    title: 'End of the financial year',
    text: 'The financial year ends on 30 June, this week. What have you learnt about tax and your pay this year? Share one record you would keep for tax time in real life, and why.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Looking back over a whole year of pay is exactly what the end of the financial year is for.',
          'Next step: in real life, keep your pay slips and receipts somewhere safe, and check your income statement in myGov after 30 June.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, so you are finishing the financial year stronger.',
          'Keep receipts for anything you might claim, like a gift to a registered charity, and tax time will be easy.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and a cost like a phone repair can land at any time of year.',
          'Top your savings buffer back up, so the new financial year starts on solid ground.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing as the financial year ends, and clearing it now gives the new year a fresh start.',
          'Pay the overdue bill or balance first, then start the new year with every due week in your plan.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in right now, there is no new tax being taken, but pay from earlier in the year still shows on your income statement.',
          'Check Job Finder this week, and keep your pay slips once you start a new job.',
        ],
      },
    ],
  },
  {
    week: 23,
    id: 'your-tax-return',
    title: 'Tax time',
    text: 'A tax agent offered to do your tax return this week. Did you need one, and how did you decide? Share a tip for someone doing their first tax return in real life.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Deciding whether to pay for help is a real money skill, and the first question is whether you need to lodge at all.',
          "Next step: in real life, use the ATO's free tools in myGov to check whether you need a tax return, and lodge it yourself with myTax if it is simple.",
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and keeping fees you do not need out of your budget helps.',
          'If a tax refund comes your way one day, decide what it is for before it lands, like a savings goal.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week; if you paid an agent, think about whether your tax was complicated enough to need one.',
          'Next time, check first whether you need to lodge at all, and whether myTax would do the job for free.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and in real life a tax refund can help, but paying bills on time comes first.',
          'Pay the overdue bill or balance now, rather than waiting on money that may not come.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in right now, tax time is simpler, and in real life you can tell the ATO for free in myGov.',
          'Check Job Finder for work, and keep your pay slips when you start.',
        ],
      },
    ],
  },
  {
    week: 24,
    id: 'playing-the-long-game',
    title: 'Playing the long game',
    text: "Finance Weekly says time, dividends and low fees matter more than this week's share price. If you had money you would not need for ten years, what would you do with it? Share a tip for staying patient with money.",
    replies: [
      {
        situation: 'any',
        messages: [
          'Thinking in years, not weeks, is how patient investors do well, and it works for saving too.',
          'Next step: look at your savings and investments, and decide which money is for now and which is for later.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          "Your net position rose this week, and Grandpa's gift helped.",
          'Money that arrives as a gift suits a long-term goal: think about putting some of it where it can grow.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week; if share prices dipped, patient investors ride that out.',
          'Check that your investments are money you will not need soon, and keep enough in your account for bills.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and paying it off gives you a sure return before you invest anywhere.',
          'Pay the overdue bill or balance first, then start your long-term plan.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, long-term investing can wait while you look after what you have.',
          'Look through Job Finder this week, and keep your savings somewhere safe that still earns interest.',
        ],
      },
    ],
  },
  {
    week: 25,
    id: 'finding-real-value',
    title: 'Finding real value',
    text: 'The mid-year sale offered winter boots at a big discount this week. Did you buy or pass, and why? Share a tip for telling a real bargain from a clever price tag.',
    replies: [
      {
        situation: 'any',
        messages: [
          'A sale is only a saving if you were going to buy the thing anyway, and weighing that up is the whole skill.',
          "Next step: next time you see a 'was' and a 'now' price, ask what you would pay if there was no sale sign at all.",
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and careful choices at sale time help keep it that way.',
          'If you passed on a sale, you kept the whole price, not just the discount: put some of it towards your goal.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          "Your net position went down this week; if you bought in the sale, that's fine, as long as it's something you'll use.",
          'Before the next sale, write a short list of what you need and stick to it.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and no discount is worth a late fee.',
          'Pay the overdue bill or balance first, and let the sales wait until you are clear.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          "With no pay coming in, the best sale price is the one you don't pay.",
          'Look in Job Finder this week, and save any shopping for when pay starts.',
        ],
      },
    ],
  },
  {
    week: 26,
    id: 'when-bills-pile-up',
    title: 'When bills pile up',
    text: 'Falling behind on bills happens to lots of people. If bills ever piled up on you, what would you do first, and who would you ask for help? Share one real-life habit that keeps bills from piling up.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Knowing what you would do before it happens is the best protection there is, and asking for help early is a strength.',
          'Next step: remember the National Debt Helpline on 1800 007 007 for real life: it is free, and a financial counsellor can help you make a plan.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose this week, and paying bills on time is a big part of that.',
          'Keep the habit going: check Email for due weeks every week, and pay each bill before it is late.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, which makes it a good moment to check that no bills are slipping.',
          'Look in Email for anything due soon, and pay the essentials first.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is owing, and facing it, as you are doing now, is the hardest part.',
          'Pay the overdue bill or balance first, and in real life, call the business early and ask about a payment plan if you are struggling.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'With no pay coming in, bills are harder to keep up with, which is exactly when getting help early matters.',
          'Pay the essentials first, and check Job Finder for work.',
        ],
      },
    ],
  },
  {
    week: 27,
    id: 'looking-back',
    title: 'Looking back',
    text: 'Half a year of earning, spending and saving is done. Look back at your goals: what worked, and what would you change? Share three habits you will take into real life.',
    replies: [
      {
        situation: 'any',
        messages: [
          'Looking back honestly is how good habits stick, and you have just done it.',
          'Next step: pick one of your three habits and start it in real life this week, even in a small way.',
        ],
      },
      {
        situation: 'net-up',
        messages: [
          'Your net position rose in the final week, a strong way to finish six months of decisions.',
          'Whatever your final score, the habits that got you here will keep working in real life.',
        ],
      },
      {
        situation: 'net-down',
        messages: [
          'Your net position went down this week, and one week does not undo six months of learning.',
          'Take the thing you would change and make it your first real-life habit.',
        ],
      },
      {
        situation: 'owes',
        messages: [
          'Something is still owing as you finish, and clearing it now stops any more late fees adding on.',
          'Pay the overdue bill or balance before you finish the week, and take that habit into real life: bills first.',
        ],
      },
      {
        situation: 'no-income',
        messages: [
          'You are finishing without pay coming in, and everything you learnt in the weeks before still counts.',
          'In real life the first step is the same as in the game: look for work that fits your week, and apply.',
        ],
      },
    ],
  },
];
