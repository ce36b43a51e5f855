// The first names of the people the events, offers and stories name (friends, housemates,
// neighbours, family), and stand-ins used nowhere else: a player who shares a name with someone in
// a message meets a stand-in instead (engine events/names.ts), so a player called Mia never gets
// a text from a friend called Mia. The content's test checks the stand-ins appear in no text.
export const people = {
  names: [
    'Ana',
    'Arjun',
    'Bec',
    'Bree',
    'Chloe',
    'Deb',
    'Dylan',
    'Ella',
    'Hamish',
    'Jess',
    'Joe',
    'Jordan',
    'Leo',
    'Lily',
    'Lin',
    'Marcus',
    'Mel',
    'Mia',
    'Noah',
    'Ollie',
    'Priya',
    'Raj',
    'Rose',
    'Sam',
    'Tahlia',
    'Tom',
    'Tony',
    'Tyler',
  ],
  // Not Kai: the friend with the spare room after an eviction (engine bills/new-home.ts).
  standIns: ['Zoe', 'Ari', 'Ivy', 'Remy', 'Nina', 'Theo'],
} as const;
