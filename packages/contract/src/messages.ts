// The spec's exact words for errors and notices (part 1 section 8, part 2 section 8).
// Client and server both read them from here so each message exists once.

export const ERRORS = {
  gameLinkNotFound: 'Game link ID not found',
  oidcProviderUnknown: 'That sign-in option is not set up on this server.',
  oidcHandoffExpired: 'That sign-in took too long or was already used. Please start again.',
  joinCodeMissing: 'Type the class code your teacher gave you.',
  joinCodeNotFound:
    "No class has that code. Check it with your teacher: it's 6 letters and numbers.",
  gameNotFound: 'Game not found.',
  gameInstanceDoesNotExist: "Game Instance doesn't exist.",
  gameInstanceNotFound: 'Game Instance not found.',
  noAccountsFound: 'No accounts found',
  noCreditCardPurchased: 'No credit card purchased.',
  maxUsersAddedToGameLink: 'Max users added to game link.',
  notFound: 'Not found.',
  unauthorized: 'Authorization has been denied for this request.',
  forbidden: 'You do not have access to this game.',
  invalidRequest: 'The request is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  busy: 'Lots of players are signing in right now. Please try again in a moment.',
  tooManyCommands: 'You are going a bit fast. Please wait a moment and try again.',
  weekFullOfChanges:
    'This game has had a great many changes this week. Finish the week to carry on.',
} as const;

export const PAGE_TEXT = {
  timeout: 'Your session has expired please follow the link you were supplied.',
  offlineTitle: 'THE MONEY CHALLENGE IS NOW CLOSED',
  offlineBody: 'This game link is no longer active.',
  /** A teacher's class closed for now (issue 30): not the end, so no final leaderboard. */
  classClosedTitle: 'Your class is closed for now',
  classClosedBody:
    'Your teacher has closed this class for now. Your game is saved: come back when they open it again.',
} as const;
