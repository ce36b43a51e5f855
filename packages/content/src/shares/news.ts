// The share market's news: in these weeks one of the game's companies (drawn from the game's seed,
// a different one each time) has news that moves its price on top of the week's usual move
// (engine: shares/prices.ts). The stories fit any company, so which company and whether the news
// is good are not known before the week comes. Finance Weekly tells the news above that week's
// article. The kinds of news are the everyday announcements of ASX-listed companies (ASX Listing
// Rule 3.1, continuous disclosure: asx.com.au, "Continuous disclosure"); the names are made up.
import type { MarketNewsContent } from '@mc/engine/shares/content';

export const marketNews: MarketNewsContent = {
  weeks: [6, 13, 20, 24],
  good: [
    {
      headline: '{company} profit beats forecasts',
      text: '{company} told the ASX its profit for the half year was well above what market analysts had expected.',
    },
    {
      headline: '{company} wins its biggest contract yet',
      text: '{company} announced a five-year contract that will add about a tenth to its yearly sales.',
    },
    {
      headline: 'Takeover offer for {company}',
      text: 'A larger rival has offered to buy all of {company} at a price above what its shares were trading at.',
    },
    {
      headline: '{company} raises its outlook',
      text: '{company} says sales have been stronger than planned and expects a better year than it forecast.',
    },
  ],
  bad: [
    {
      headline: '{company} warns profit will fall',
      text: '{company} told the ASX that costs have risen faster than sales and its profit this year will be lower than forecast.',
    },
    {
      headline: '{company} loses its biggest customer',
      text: 'The largest customer of {company} will not renew its contract, taking a big slice of its sales with it.',
    },
    {
      headline: '{company} fined by the regulator',
      text: '{company} has been fined and must pay back customers after a regulator found it broke consumer law.',
    },
    {
      headline: '{company} chief executive quits',
      text: 'The chief executive of {company} resigned suddenly, and the company has delayed its results.',
    },
  ],
};
