// The Australian Curriculum v9 content descriptions Finance Weekly's articles serve, each with
// what it says in short and where it was checked.
export interface CurriculumCode {
  code: string;
  /** The content description in a few words (our summary, not ACARA's text). */
  summary: string;
  /** The page it was checked on. */
  url: string;
}

// The list holds only codes whose text was found on the page given (ATO's Tax, Super + You activity
// pages, Scootle and curriculum mirrors that quote ACARA's wording); the other Economics and
// Business knowledge codes (7K02, 7K03, 7K05, 8K01-8K03, 9K01-9K04, 10K01, 10K05) exist but their
// wording could not be checked, so they are left out rather than guessed.
export const curriculum: CurriculumCode[] = [
  {
    code: 'AC9HP10P10',
    summary:
      'Health and PE Years 9-10: plan and critique strategies that support one’s own and others’ health and wellbeing, including getting help',
    url: 'https://www.scootle.edu.au/ec/search?q=AC9HP10P10',
  },
  {
    code: 'AC9HE7K01',
    summary:
      'Year 7: opportunity cost, because limited resources must be shared among unlimited needs and wants',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/government-decisions-and-trade-offs',
  },
  {
    code: 'AC9HE7K04',
    summary: 'Year 7: why people work, the kinds of work they do and the ways they earn an income',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/earning-income-0',
  },
  {
    code: 'AC9HE8K04',
    summary:
      'Year 8: why Australia’s tax system matters and how tax shapes the choices of people and businesses',
    url: 'https://www.teacheese.com.au/cd/ac9he8k04',
  },
  {
    code: 'AC9HE8K05',
    summary:
      'Year 8: how people and businesses plan and budget to reach short- and long-term money goals',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/creating-budget',
  },
  {
    code: 'AC9HE9K05',
    summary:
      'Year 9: how people and businesses manage consumer and financial risks and rewards, such as scams, insurance and savings',
    url: 'https://www.scootle.edu.au/ec/search?accContentId=AC9HE9K05',
  },
  {
    code: 'AC9HE10K02',
    summary:
      'Year 10: how the government steps into the economy to improve economic performance and living standards',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/tax-spending-0',
  },
  {
    code: 'AC9HE10K03',
    summary:
      'Year 10: what influences big consumer and financial decisions, and their short- and long-term effects',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/be-super-smart',
  },
  {
    code: 'AC9HE10K04',
    summary:
      'Year 10: why Australia’s superannuation system matters and how it affects money decisions',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/be-super-smart',
  },
  {
    code: 'AC9HE7S01',
    summary: 'Year 7 skills: asking questions to investigate a current economic or business issue',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/earning-income-0',
  },
  {
    code: 'AC9HE7S02',
    summary:
      'Year 7 skills: finding, choosing and organising information and data from several sources',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/earning-income-0',
  },
  {
    code: 'AC9HE7S04',
    summary:
      'Year 7 skills: proposing a response to an economic or business issue and weighing its costs and benefits',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/government-decisions-and-trade-offs',
  },
  {
    code: 'AC9HE7S05',
    summary:
      'Year 7 skills: describing and explaining with economic terms and concepts, citing the information used',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/government-decisions-and-trade-offs',
  },
  {
    code: 'AC9HE8S03',
    summary:
      'Year 8 skills: reading information and data to spot economic issues, trends and causes and effects',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/australian-taxation-system-0',
  },
  {
    code: 'AC9HE8S04',
    summary:
      'Year 8 skills: proposing a response to an economic or business issue and weighing its costs and benefits',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/taxation-system-and-principle-honesty',
  },
  {
    code: 'AC9HE8S05',
    summary:
      'Year 8 skills: describing and explaining with economic terms and concepts, citing the information used',
    url: 'https://taxsuperandyou.gov.au/activity/economics-business/taxation-system-and-principle-honesty',
  },
  {
    code: 'AC9M7A01',
    summary:
      'Year 7 maths: using everyday formulas with variables, such as a weekly wage with overtime',
    url: 'https://www.teacheese.com.au/cd/ac9m7a01',
  },
  {
    code: 'AC9M7N06',
    summary:
      'Year 7 maths: the four operations with fractions, decimals and percentages to solve problems',
    url: 'https://www.teacheese.com.au/cd/ac9m7n06',
  },
  {
    code: 'AC9M7N09',
    summary:
      'Year 7 maths: modelling practical problems with rational numbers and percentages, including money',
    url: 'https://mathslinks.net/browse/ac9m7n09',
  },
  {
    code: 'AC9M8N04',
    summary:
      'Year 8 maths: the four operations with integers and rational numbers, applied here to tax and GST',
    url: 'https://taxsuperandyou.gov.au/curated-resources/teaching-about-tax-in-year-8-mathematics',
  },
  {
    code: 'AC9M8N05',
    summary:
      'Year 8 maths: modelling percentage problems in money contexts such as discounts, GST and income tax',
    url: 'https://djplaner.github.io/memex/sense/Teaching/Curriculum/v9/Mathematics/AC9M8N05.html',
  },
  {
    code: 'AC9M9A05',
    summary:
      'Year 9 maths: modelling change with linear or quadratic functions, including money such as purchases and profit',
    url: 'https://djplaner.github.io/memex/sense/Teaching/Curriculum/v9/Mathematics/AC9M9A05.html',
  },
  {
    code: 'AC9M10A04',
    summary: 'Year 10 maths: modelling growth and decay, including compound interest',
    url: 'https://djplaner.github.io/memex/sense/Teaching/Curriculum/v9/Mathematics/AC9M10A04.html',
  },
];
