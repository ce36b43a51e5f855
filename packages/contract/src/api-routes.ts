import { classLearningSchema } from './learning';
import { classGuideSchema } from './guide';
import { z } from 'zod';
import {
  addFamilyMemberBody,
  createGameInstanceBody,
  familyMemberIdSchema,
  familyMemberSchema,
  familySchema,
  gameInstanceSummarySchema,
  gameLinkBody,
  gameLinkJoinedSchema,
  listGameInstancesBody,
  myGameLinkQuery,
  myGameLinkSchema,
  registeredUserSchema,
  resetPasswordBody,
  sendResetBody,
  surnameResultSchema,
  themeQuery,
  themeResultSchema,
  trialBody,
  updateFamilyMemberBody,
  updateSurnameBody,
  yobRangeResult,
} from './accounts';
import { gameLeaderboardQuery, leaderboardQuery, leaderboardRowSchema } from './leaderboard';
import {
  bankAccountInstanceSchema,
  bankAccountTypeSchema,
  closeAccountBody,
  closedAccountResultSchema,
  openAccountBody,
  transactionsQuery,
  transactionsResultSchema,
} from './apps/banking';
import { cashboxResultSchema } from './apps/cashbox';
import {
  applyForJobBody,
  currentJobSchema,
  jobPostingQuery,
  jobPostingSchema,
  leaveJobBody,
} from './apps/jobs';
import { gameQuery, instanceBody, instanceQuery } from './apps/common';
import { shareSchema, tradeSharesBody } from './apps/shares';
import {
  articleSchema,
  completeQuestionBody,
  createQuizBody,
  glossaryEntrySchema,
  quizBody,
  quizRequirementSchema,
  quizSchema,
  submitAnswerBody,
} from './apps/news';
import {
  budgetPlanBody,
  diaryAnswerBody,
  diaryAnswerResultSchema,
  diaryQuestionQuery,
  diaryQuestionSchema,
  plannerSummarySchema,
} from './apps/planner';
import { surveyAnswerResultSchema, surveyQuestionSchema, surveySubmitBody } from './apps/survey';
import {
  pretestAnswerResultSchema,
  pretestQuestionSchema,
  pretestResultSchema,
  pretestSubmitBody,
} from './apps/pretest';
import {
  cancelBidBody,
  cancelSaleBody,
  iBuyBidSchema,
  iBuyItemSchema,
  iBuySaleSchema,
  ownedItemSchema,
  placeBidBody,
  purchaseItemBody,
  sellItemBody,
  shopItemSchema,
} from './apps/items';
import {
  actionBody,
  communicationBody,
  communicationIdResultSchema,
  communicationQuery,
  communicationSchema,
  communicationsQuery,
  communicationsResultSchema,
} from './apps/communications';
import {
  buyCreditCardBody,
  creditCardInstanceSchema,
  creditCardTypeSchema,
  creditCardTypesQuery,
} from './apps/credit-card';
import { billSchema, emailQuery, payBillBody } from './apps/email';
import {
  cancelSubscriptionBody,
  everydayAccountBody,
  everydayResultSchema,
  repayLenderBody,
} from './apps/everyday';
import {
  answerBonusBody,
  bonusAnswerResultSchema,
  bonusQuestionSchema,
  weekSummarySchema,
} from './apps/end-of-week';
import {
  appAccessedResultSchema,
  endWeekResultSchema,
  gameAppSchema,
  gameAppsResultSchema,
  hasEndSurveyResultSchema,
  markAppAccessedBody,
  startWeekResultSchema,
} from './apps/games';
import { faqEntrySchema, mentorHelpQuery, mentorMessageSchema } from './apps/mentor';
import { progressResultSchema } from './apps/progress';
import {
  CERTIFICATE_FILE_NAME,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PATH,
  certificateFileSchema,
} from './apps/certificate';
import { transferBody, transferResultSchema } from './apps/transfer';
import { loginForm, loginResponseSchema, registrationBody } from './auth';
import {
  oidcHandoffBody,
  oidcHandoffResultSchema,
  oidcProvidersSchema,
  yearOfBirthBody,
  yearOfBirthResultSchema,
} from './oidc';
import {
  CLASS_CSV_FILE_PATTERN,
  CLASS_EXPORT_FILE_PATTERN,
  classDeletedSchema,
  classExportSchema,
  classPlayerRowSchema,
  createTeacherLinkBody,
  DELETION_WARNING_DAYS,
  deleteTeacherLinkBody,
  replayQuery,
  replaySchema,
  studentWeeksSchema,
  studentInboxSchema,
  teacherInstanceParams,
  teacherLinkParams,
  teacherLinkSchema,
  teacherMeSchema,
  teacherPlayerParams,
  teacherResetLinkSchema,
  updateTeacherLinkBody,
} from './teacher';
import { TEACHER_MESSAGES } from './teacher-messages';
import { gameLinkPublic, gameLinkQuery, joinCodeQuery, joinCodeResultSchema } from './gamelink';
import { privacyNoticeSchema } from './privacy-notice';
import {
  DELETE_ACCOUNT_FRESH_MINUTES,
  DELETE_ACCOUNT_WORD,
  deleteAccountBody,
  MY_DATA_FILE_NAME,
  MY_DATA_MESSAGES,
  myDataSchema,
} from './my-data';

// Every call the server answers, once: its method and path, who it is for, whether it needs a
// bearer token, what it reads and what it answers. The server's OpenAPI document is made from this
// list, and a test checks that the server registers exactly these routes, so a route added on one
// side and not the other fails the build.

/**
 * Which side of the product a call serves: the game's ('player', the pages before signing in
 * included) or a class's ('teacher': a game link's players and results, read-only, when it
 * comes); 'everyone' for this description of the API itself.
 */
export type ApiRole = 'player' | 'teacher' | 'everyone';

/** The spec's areas (part 1 section 7, part 2 section 7): the document's tags. */
export const API_AREAS = {
  'Auth and link': 'Signing in and up, password resets, game links and the leaderboards.',
  Family: 'A family account and the members who play.',
  Games: 'Game instances, the dashboard of apps and the start and end of a week.',
  Money: 'My Bank, My Cash, transfers, bills and My Credit.',
  Jobs: 'Job Finder: postings, applying, the jobs the player has and leaving one.',
  Things: 'My Stuff, uShop and iBuy: what the player owns, buying it new, and the auction market.',
  Shares: "Shares: the game's market and the player's portfolio.",
  'Finance Weekly': "Finance Weekly: the week's article, the archive, the quiz and the glossary.",
  'End of game':
    'After the last week: the end quiz and survey, and what a finished game gives the player: the certificate.',
  'Money check':
    'The money check before week 1: twelve questions a class answers before playing and again in the end quiz, so its teacher can see what it learned.',
  'Weekly Planner':
    "Weekly Planner: the budget built from the player's money, their plan and the diary.",
  Communication: 'Email and Messages: reading, deleting and answering offers.',
  'End of week': 'The timed bonus question and the week summary.',
  Mentor: "The mentor's help for each app and the FAQ file.",
  Teacher:
    "The teacher's side: a teacher's classes, their players and who is stuck, a student's weeks and replay, password reset links, the class as CSV and a live stream.",
  'My data':
    "A player's own data: everything kept about the account as one file, and deleting the account with everything it played.",
  Meta: 'This description of the API.',
} as const;
export type ApiArea = keyof typeof API_AREAS;

/** Where a call's input is: the query string, a JSON body, or a form (/Token). */
export type ApiRequest = { query: z.ZodType } | { json: z.ZodType } | { form: z.ZodType };

/**
 * How a call answers. 'envelope': { Success, Messages, Results } with the result as Results, and
 * failures in the same envelope. 'oauth': /Token's OAuth2 body, its refusals in TokenError.
 * 'file': the result is the whole body (the FAQ file, the OpenAPI document). 'download': a file
 * to save (the route's `download`), its failures in the envelope like any call's. 'stream':
 * server-sent events, each event's data a `result` as JSON; failures before it opens in the envelope.
 */
export type ApiAnswer = 'envelope' | 'oauth' | 'file' | 'download' | 'stream';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Exactly as the server registers it (the router ignores case; the document does not). */
  path: string;
  role: ApiRole;
  /** 'bearer': a signed-in user's token (401 without one); 'none': anyone may call. */
  auth: 'bearer' | 'none';
  area: ApiArea;
  summary: string;
  description?: string;
  request?: ApiRequest;
  /** The path's parameters (`{Name}` in the path), when it has any. */
  params?: z.ZodObject;
  answer: ApiAnswer;
  /** Results of a success, or the whole body of an 'oauth' or 'file' answer. */
  result: z.ZodType;
  /** Results of a 400 when the refusal says more than its messages (the end of the week). */
  refusal?: z.ZodType;
  /**
   * A 'download' answer's file: its media type and the name it is saved under (or, when the name
   * depends on the file, an example and the pattern every name matches).
   */
  download?: { mediaType: string; fileName: string; fileNamePattern?: string };
}

const none = z.null();

/** A call of the game's side answered in the envelope; most need a signed-in player's token. */
function playerRoute(
  route: Omit<ApiRoute, 'role' | 'auth' | 'answer'> & Partial<Pick<ApiRoute, 'auth'>>,
): ApiRoute {
  return { role: 'player', auth: 'bearer', answer: 'envelope', ...route };
}

/** A call of the teacher's side: a teacher's token (403 with a player's), answered in the envelope. */
function teacherRoute(
  route: Omit<ApiRoute, 'role' | 'auth' | 'answer' | 'area'> & Partial<Pick<ApiRoute, 'answer'>>,
): ApiRoute {
  return { role: 'teacher', auth: 'bearer', answer: 'envelope', area: 'Teacher', ...route };
}

const EMAILS = [
  ['bill', 'A bill e-mail.'],
  ['creditcardstatement', 'A credit card statement e-mail.'],
  ['debtcollector', "A debt collector's e-mail."],
  ['payslip', 'A pay slip e-mail.'],
] as const;

export const API_ROUTES: readonly ApiRoute[] = [
  // Auth and link (spec part 1, section 7).
  {
    method: 'POST',
    path: '/Token',
    role: 'player',
    auth: 'none',
    area: 'Auth and link',
    summary: 'Sign in (OAuth2 password grant)',
    description:
      'Counted against the per-address and per-account sign-in limits (429); a wrong e-mail and a wrong password get the same answer.',
    request: { form: loginForm },
    answer: 'oauth',
    result: loginResponseSchema,
  },
  playerRoute({
    method: 'GET',
    path: '/api/Account/yobrange',
    auth: 'none',
    area: 'Auth and link',
    summary: 'The years of birth registration accepts',
    result: yobRangeResult,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/Account/Register',
    auth: 'none',
    area: 'Auth and link',
    summary: 'Register (the fields a theme requires follow the game link)',
    request: { json: registrationBody },
    result: registeredUserSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/auth/providers',
    auth: 'none',
    area: 'Auth and link',
    summary: "The school sign-in providers this server offers (a 'Sign in with' button each)",
    result: oidcProvidersSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/auth/oidc/handoff',
    auth: 'none',
    area: 'Auth and link',
    summary: "Trade the one-time code of a provider's sign-in for the server's own token",
    description:
      'The code comes from /auth/oidc/{name}/callback, once, within two minutes; the answer is what a password sign-in gets, with the role and the link the sign-in started on.',
    request: { json: oidcHandoffBody },
    result: oidcHandoffResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/Account/yob',
    area: 'Auth and link',
    summary: 'Give the year of birth a school account has not given yet (once)',
    description:
      "Asked after a first sign-in with a school account (AskYOB in the handoff's answer) on a link whose game gives each player the persona of their age. The same rules as registration; refused once the account has one.",
    request: { json: yearOfBirthBody },
    result: yearOfBirthResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/Account/Trial',
    auth: 'none',
    area: 'Auth and link',
    summary: 'Start a trial with a name and an e-mail, signed in at once',
    request: { json: trialBody },
    result: loginResponseSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/Account/sendresetpassword',
    auth: 'none',
    area: 'Auth and link',
    summary: 'E-mail a password reset link',
    request: { json: sendResetBody },
    result: none,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/Account/ResetPassword',
    auth: 'none',
    area: 'Auth and link',
    summary: "Set a new password with a reset link's code (signs out everywhere)",
    request: { json: resetPasswordBody },
    result: none,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/account/logout',
    area: 'Auth and link',
    summary: 'Sign out (the token stops working)',
    result: none,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/g/games/theme',
    auth: 'none',
    area: 'Auth and link',
    summary: "A game link's theme ('school' when there is none)",
    request: { query: themeQuery },
    result: themeResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/m/gamelink',
    auth: 'none',
    area: 'Auth and link',
    summary: "A game link's public fields, for the login page",
    description: "An unknown link is Success false in a 200 ('Game link ID not found').",
    request: { query: gameLinkQuery },
    result: gameLinkPublic,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/m/joincode',
    auth: 'none',
    area: 'Auth and link',
    summary: 'The class a class code leads to (the /join page)',
    description:
      "Case and spaces are ignored. An unknown code is Success false in a 200 ('No class has that code...'); wrong codes from one address are limited (429).",
    request: { query: joinCodeQuery },
    result: joinCodeResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/m/gamelinks',
    area: 'Auth and link',
    summary: 'Join a game link',
    request: { json: gameLinkBody },
    result: gameLinkJoinedSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/m/gamelinks',
    area: 'Auth and link',
    summary: 'A game link with my game instances on it',
    request: { query: myGameLinkQuery },
    result: myGameLinkSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/m/leaderboard',
    area: 'Auth and link',
    summary: "A game link's leaderboard (the class's), best net position first",
    description:
      "The top games of the link (at most the server's LEADERBOARD_SIZE), ties going to the earlier week and then to whoever got there first; names are a first name and the class. When none of the caller's games is in the top, the caller's best follows as one more row with its Rank. 403 with 'Your teacher has turned the class leaderboard off.' when the link's leaderboard is hidden.",
    request: { query: leaderboardQuery },
    result: z.array(leaderboardRowSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/m/leaderboard/game',
    area: 'Auth and link',
    summary: "The game-wide leaderboard: every link of the caller's game, by state and age group",
    description:
      "GameLinkID is the caller's link and names the game. State keeps the links of that state; AgeGroup the players of that age this year (from the year of birth, else the age band, given at registration; players without either are on no age board). Links whose leaderboard is hidden are left out. The rows are those of /api/m/leaderboard.",
    request: { query: gameLeaderboardQuery },
    result: z.array(leaderboardRowSchema),
  }),

  // A player's own data (issue 34, decision 030).
  {
    method: 'GET',
    path: '/api/Account/export',
    role: 'player',
    auth: 'bearer',
    area: 'My data',
    summary: 'Everything kept about the signed-in account, as one JSON file to save',
    description:
      "The account's fields (never the password's hash), its players (a family's members), the classes it joined, each game's state summed up (the where-I'm-at report) with its diary, end quiz and survey and money check answers and its whole command log, and when a teacher looked at its games. A teacher's token is refused (403).",
    answer: 'download',
    result: myDataSchema,
    download: { mediaType: 'application/json', fileName: MY_DATA_FILE_NAME },
  },
  playerRoute({
    method: 'POST',
    path: '/api/Account/delete',
    area: 'My data',
    summary:
      'Delete the signed-in account and everything it played, at once (a family account: its members too)',
    description: `An account with a password confirms with Password ('${MY_DATA_MESSAGES.wrongPassword}' when it is wrong, counted like sign-in attempts). An account without one (a school account's) confirms with Confirm: '${DELETE_ACCOUNT_WORD}', from a sign-in at most ${DELETE_ACCOUNT_FRESH_MINUTES} minutes old ('${MY_DATA_MESSAGES.signInAgain}'); a trial, which cannot sign in again, with the word alone. Its games leave every leaderboard, its memberships and sign-ins go, and the token stops working; Messages say '${MY_DATA_MESSAGES.deleted}'. A teacher's token is refused (403: '${MY_DATA_MESSAGES.teacherAccount}').`,
    auth: 'bearer',
    request: { json: deleteAccountBody },
    result: none,
  }),

  playerRoute({
    method: 'GET',
    path: '/api/privacy',
    auth: 'none',
    area: 'My data',
    summary:
      "The privacy notice's settings: who to ask about a player's data, and how long it is kept",
    description:
      "For the /privacy page, which shows the notice of docs/privacy.md with these filled in: Contact is the server's PRIVACY_CONTACT (null when unset: ask the teacher or school), RetentionDays its DATA_RETENTION_DAYS (0: kept until a teacher or the operator deletes it).",
    result: privacyNoticeSchema,
  }),

  // Family.
  playerRoute({
    method: 'GET',
    path: '/api/m/family',
    area: 'Family',
    summary: 'My family: its name and members',
    result: familySchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/m/family/addfamilymember',
    area: 'Family',
    summary: 'Add a family member',
    request: { json: addFamilyMemberBody },
    result: familyMemberSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/m/family/updatefamilymember',
    area: 'Family',
    summary: "Change a family member's name, age or gender",
    request: { json: updateFamilyMemberBody },
    result: familyMemberIdSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/m/family/updatesurname',
    area: 'Family',
    summary: 'Change the family name',
    request: { json: updateSurnameBody },
    result: surnameResultSchema,
  }),

  // Games.
  playerRoute({
    method: 'GET',
    path: '/api/a/apps',
    area: 'Games',
    summary: 'The twelve apps of the dashboard',
    result: z.array(gameAppSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/g/games',
    area: 'Games',
    summary: 'Create a game (refused: games are made with the admin command line)',
    description: 'Always 403: `npm run admin -- create-link` makes games and their links.',
    result: none,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/g/games/apps',
    area: 'Games',
    summary: "A game's apps, with the ones it disables",
    request: { query: gameQuery },
    result: z.array(gameAppSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/games',
    area: 'Games',
    summary: 'Start a new game instance in a free slot of my game link',
    request: { json: createGameInstanceBody },
    result: gameInstanceSummarySchema,
  }),
  playerRoute({
    method: 'PUT',
    path: '/api/i/games',
    area: 'Games',
    summary: 'My game instances on a game link',
    request: { json: listGameInstancesBody },
    result: z.array(gameInstanceSummarySchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/games/apps',
    area: 'Games',
    summary: 'The dashboard: apps, week, net position and where the week is',
    request: { query: instanceQuery },
    result: gameAppsResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/gameappinstances',
    area: 'Games',
    summary: 'Mark an app as opened',
    request: { json: markAppAccessedBody },
    result: appAccessedResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/games/startweek',
    area: 'Games',
    summary: 'Start the week (again is not an error: it answers the current week)',
    request: { json: instanceBody },
    result: startWeekResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/games/endweek',
    area: 'Games',
    summary: 'End the week',
    description: 'A failed check is a 400 whose Results name the app to show blocked.',
    request: { json: instanceBody },
    result: endWeekResultSchema,
    refusal: endWeekResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/games/hasendsurvey',
    area: 'Games',
    summary: 'Whether the game ends with a survey',
    request: { query: instanceQuery },
    result: hasEndSurveyResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/progress',
    area: 'Games',
    summary: "Where I'm at: assets, liabilities and the net position",
    request: { query: instanceQuery },
    result: progressResultSchema,
  }),

  // Money.
  playerRoute({
    method: 'GET',
    path: '/api/g/banking',
    area: 'Money',
    summary: 'The accounts the bank offers',
    request: { query: gameQuery },
    result: z.array(bankAccountTypeSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/g/banking/investments',
    area: 'Money',
    summary: 'The investments the bank offers (term deposits, super)',
    request: { query: gameQuery },
    result: z.array(bankAccountTypeSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/banking',
    area: 'Money',
    summary: 'My bank accounts',
    request: { query: instanceQuery },
    result: z.array(bankAccountInstanceSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/banking',
    area: 'Money',
    summary: 'Open a bank account',
    request: { json: openAccountBody },
    result: bankAccountInstanceSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/banking/investments',
    area: 'Money',
    summary: 'My investments',
    request: { query: instanceQuery },
    result: z.array(bankAccountInstanceSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/banking/investments',
    area: 'Money',
    summary: 'Open an investment',
    request: { json: openAccountBody },
    result: bankAccountInstanceSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/banking/close',
    area: 'Money',
    summary: 'Close an account or withdraw a term deposit',
    request: { json: closeAccountBody },
    result: closedAccountResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/transactions',
    area: 'Money',
    summary: "An account's statement",
    request: { query: transactionsQuery },
    result: transactionsResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/cashbox',
    area: 'Money',
    summary: 'My Cash',
    request: { query: instanceQuery },
    result: cashboxResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/transfer',
    area: 'Money',
    summary: 'Move money between my accounts, the cash box and the card',
    description: 'A transfer to the card is a card payment, with its rules and messages.',
    request: { json: transferBody },
    result: transferResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/bills/pay',
    area: 'Money',
    summary: 'Pay a bill (and optionally pay it automatically from now on)',
    request: { json: payBillBody },
    result: billSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/everyday',
    area: 'Money',
    summary: 'Everyday spending: what leaves which source each week, subscriptions, what is owed',
    request: { query: instanceQuery },
    result: everydayResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/everyday/account',
    area: 'Money',
    summary: 'Choose the cash, transaction account or card that pays everyday spending',
    request: { json: everydayAccountBody },
    result: everydayResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/everyday/cancel',
    area: 'Money',
    summary: 'Cancel a subscription: it renews no more',
    request: { json: cancelSubscriptionBody },
    result: everydayResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/everyday/repay',
    area: 'Money',
    summary: 'Pay back the person who covered everyday spending',
    request: { json: repayLenderBody },
    result: everydayResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/g/creditcards',
    area: 'Money',
    summary: 'The cards a game offers, named by the game or one of its instances',
    request: { query: creditCardTypesQuery },
    result: z.array(creditCardTypeSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/creditcards',
    area: 'Money',
    summary: 'My credit card',
    description: "No card yet is Success false in a 200 ('No credit card purchased.').",
    request: { query: instanceQuery },
    result: creditCardInstanceSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/creditcards',
    area: 'Money',
    summary: 'Get a credit card (its annual fee is paid from a bank account)',
    request: { json: buyCreditCardBody },
    result: creditCardInstanceSchema,
  }),

  // Job Finder (spec part 2, section 7).
  playerRoute({
    method: 'GET',
    path: '/api/i/jobfinder',
    area: 'Jobs',
    summary:
      "This week's job postings, with this player's pay and whether they meet each requirement",
    description: 'A posting already applied for has HasApplied true (pending until next week).',
    request: { query: instanceQuery },
    result: z.array(jobPostingSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/jobfinder/jobposting',
    area: 'Jobs',
    summary: 'One job posting',
    description: "A posting not on this week's list is Success false in a 400.",
    request: { query: jobPostingQuery },
    result: jobPostingSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/jobs',
    area: 'Jobs',
    summary: 'The jobs the player has now',
    request: { query: instanceQuery },
    result: z.array(currentJobSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/g/jobs/apply',
    area: 'Jobs',
    summary: 'Apply for a job: the answer comes by e-mail next week',
    request: { json: applyForJobBody },
    result: jobPostingSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/g/jobs/leave',
    area: 'Jobs',
    summary:
      'Resign from a job: this week is the last (a contract still running costs its penalty)',
    request: { json: leaveJobBody },
    result: z.array(currentJobSchema),
  }),

  // My Stuff, uShop and iBuy (spec part 2, section 7).
  playerRoute({
    method: 'GET',
    path: '/api/i/items/inventory',
    area: 'Things',
    summary: 'What the player owns (My Stuff), each at what it is worth now',
    request: { query: instanceQuery },
    result: z.array(ownedItemSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/items/purchase',
    area: 'Things',
    summary: "Buy a thing: from uShop's stock (GameAppID 9) or an iBuy lot's buy-now price (10)",
    description:
      'Paid at once from cash, a bank account or the credit card (a purchase on the card). Answers My Stuff.',
    request: { json: purchaseItemBody },
    result: z.array(ownedItemSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/uShop',
    area: 'Things',
    summary: "This week's hot items: the same stock for every player of a game",
    request: { query: instanceQuery },
    result: z.array(shopItemSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/iBuy',
    area: 'Things',
    summary: "This week's auction lots, with the bids of the game's other bidders",
    description: 'Lots the player bids on or has bought are UserBidding or SoldOut.',
    request: { query: instanceQuery },
    result: z.array(iBuyItemSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/iBuy/items',
    area: 'Things',
    summary: 'The things the player has listed for sale on iBuy',
    request: { query: instanceQuery },
    result: z.array(iBuySaleSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/iBuy/items',
    area: 'Things',
    summary: 'List a thing for sale on iBuy: whether it sold comes by e-mail next week',
    request: { json: sellItemBody },
    result: z.array(iBuySaleSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/iBuy/items/cancel',
    area: 'Things',
    summary: 'Take a thing off iBuy before the week ends',
    request: { json: cancelSaleBody },
    result: z.array(iBuySaleSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/iBuy/bids',
    area: 'Things',
    summary: "The player's bids: each amount is held from its source until the lot closes",
    request: { query: instanceQuery },
    result: z.array(iBuyBidSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/iBuy/bids',
    area: 'Things',
    summary: 'Bid on a lot: at least the current bid plus $5, held from cash or a bank account',
    request: { json: placeBidBody },
    result: z.array(iBuyBidSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/iBuy/bids/cancel',
    area: 'Things',
    summary: 'Withdraw a bid before the lot closes: the held money is released',
    request: { json: cancelBidBody },
    result: z.array(iBuyBidSchema),
  }),

  // Shares (spec part 2, section 7).
  playerRoute({
    method: 'GET',
    path: '/api/i/shares',
    area: 'Shares',
    summary: 'The market as this player sees it: prices up to this week only, and their holdings',
    request: { query: instanceQuery },
    result: z.array(shareSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/shares/buy',
    area: 'Shares',
    summary: "Buy Total shares at this week's price plus brokerage, from cash or a bank account",
    request: { json: tradeSharesBody },
    result: z.array(shareSchema),
  }),

  // Finance Weekly (spec part 2, section 7).
  playerRoute({
    method: 'GET',
    path: '/api/i/news/article',
    area: 'Finance Weekly',
    summary: "This week's article, with the share market's news in its weeks",
    request: { query: instanceQuery },
    result: articleSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/news/archive/articles',
    area: 'Finance Weekly',
    summary: 'The articles of the weeks before this one, newest first',
    request: { query: instanceQuery },
    result: z.array(articleSchema),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/news/quiz',
    area: 'Finance Weekly',
    summary: "This week's quiz, or null before it is created",
    request: { query: instanceQuery },
    result: quizSchema.nullable(),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/news/quiz/isrequired',
    area: 'Finance Weekly',
    summary: "Whether this week's quiz must be done to finish the week, and whether it is",
    request: { query: instanceQuery },
    result: quizRequirementSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/news/quiz/create',
    area: 'Finance Weekly',
    summary: "Creates the quiz of this week's article (all its questions or some), or returns it",
    request: { json: createQuizBody },
    result: quizSchema.nullable(),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/news/quiz/start',
    area: 'Finance Weekly',
    summary: 'Starts the quiz (the app is no longer shown blocked)',
    request: { json: quizBody },
    result: quizSchema.nullable(),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/news/quiz/end',
    area: 'Finance Weekly',
    summary: 'Ends the quiz early: the questions left pay nothing',
    request: { json: quizBody },
    result: quizSchema.nullable(),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/news/answer/submit',
    area: 'Finance Weekly',
    summary: 'Answers the current question (option IDs; one per blank in order), marked at once',
    request: { json: submitAnswerBody },
    result: quizSchema.nullable(),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/news/question/complete',
    area: 'Finance Weekly',
    summary: "Moves on from the answered question, paying a right answer's money into My Cash",
    request: { json: completeQuestionBody },
    result: quizSchema.nullable(),
  }),

  // The end of the game (spec part 2, section 7).
  playerRoute({
    method: 'GET',
    path: '/api/i/survey',
    area: 'End of game',
    summary:
      'The end quiz or survey question the player is on; its clock starts the first time it is sent',
    request: { query: instanceQuery },
    result: surveyQuestionSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/survey/timer-off',
    area: 'End of game',
    summary:
      "Turns the current timed question's clock off while it has time: no time bonus, no rush",
    request: { json: instanceBody },
    result: surveyQuestionSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/survey/submit',
    area: 'End of game',
    summary:
      "Answers the current question; a right quiz answer pays, a timed one by the server's clock",
    request: { json: surveySubmitBody },
    result: surveyAnswerResultSchema,
  }),

  // The money check before week 1 (issue 33).
  playerRoute({
    method: 'GET',
    path: '/api/i/pretest',
    area: 'Money check',
    summary: 'The money check question the player is on (Results: null once every one is answered)',
    request: { query: instanceQuery },
    result: pretestQuestionSchema.nullable(),
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/pretest/result',
    area: 'Money check',
    summary:
      "The player's right answers to the money check before week 1 and to the same questions in the end quiz",
    request: { query: instanceQuery },
    result: pretestResultSchema.nullable(),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/pretest/submit',
    area: 'Money check',
    summary: 'Answers the current money check question, once; it is never marked to the player',
    request: { json: pretestSubmitBody },
    result: pretestAnswerResultSchema,
  }),

  // Weekly Planner (spec part 2, section 7; the budget plan's call is ours).
  playerRoute({
    method: 'GET',
    path: '/api/i/planner',
    area: 'Weekly Planner',
    summary:
      "My budget: this week's income after tax, expenses by kind, what remains, and the plan",
    request: { query: instanceQuery },
    result: plannerSummarySchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/planner/budget',
    area: 'Weekly Planner',
    summary: "Saves this week's plan: five whole-dollar amounts, each at most what remains",
    request: { json: budgetPlanBody },
    result: plannerSummarySchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/planner',
    area: 'Weekly Planner',
    summary: "Saves a diary answer (this week's or an earlier one's); the mentor replies",
    request: { json: diaryAnswerBody },
    result: diaryAnswerResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/planner/question',
    area: 'Weekly Planner',
    summary: "This week's diary question with the answer so far, or an earlier week's (Week)",
    request: { query: diaryQuestionQuery },
    result: diaryQuestionSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/planner/questions',
    area: 'Weekly Planner',
    summary: "The earlier weeks' diary questions with their answers, newest first",
    request: { query: instanceQuery },
    result: z.array(diaryQuestionSchema),
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/shares/sell',
    area: 'Shares',
    summary: "Sell Total shares at this week's price less brokerage, into a bank account",
    request: { json: tradeSharesBody },
    result: z.array(shareSchema),
  }),

  // Communication.
  playerRoute({
    method: 'GET',
    path: '/api/i/communications',
    area: 'Communication',
    summary: 'The inbox of Email or Messages (named by its app instance)',
    request: { query: communicationsQuery },
    result: communicationsResultSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/communication',
    area: 'Communication',
    summary: 'One e-mail or text message',
    request: { query: communicationQuery },
    result: communicationSchema,
  }),
  ...EMAILS.map(([kind, summary]) =>
    playerRoute({
      method: 'GET',
      path: `/api/i/emails/${kind}`,
      area: 'Communication',
      summary,
      request: { query: emailQuery },
      result: communicationSchema,
    }),
  ),
  playerRoute({
    method: 'POST',
    path: '/api/i/communication/read',
    area: 'Communication',
    summary: 'Mark a communication as read',
    request: { json: communicationBody },
    result: communicationIdResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/communication/delete',
    area: 'Communication',
    summary: 'Delete a communication',
    request: { json: communicationBody },
    result: communicationIdResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/communication/action',
    area: 'Communication',
    summary: 'Accept or decline an offer',
    request: { json: actionBody },
    result: communicationSchema,
  }),

  // End of week.
  playerRoute({
    method: 'POST',
    path: '/api/i/eowquestions/generate',
    area: 'End of week',
    summary: "The week's bonus question (the one already generated, with a notice, if any)",
    request: { json: instanceBody },
    result: bonusQuestionSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/eowquestions',
    area: 'End of week',
    summary: "The week's bonus question while it is unanswered",
    request: { query: instanceQuery },
    result: bonusQuestionSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/eowquestions',
    area: 'End of week',
    summary: 'Answer or skip the bonus question',
    request: { json: answerBonusBody },
    result: bonusAnswerResultSchema,
  }),
  playerRoute({
    method: 'POST',
    path: '/api/i/eowquestions/timer-off',
    area: 'End of week',
    summary:
      "Turns the bonus question's timer off while it has time: the cash reward, no time bonus, no rush",
    request: { json: instanceBody },
    result: bonusQuestionSchema,
  }),
  playerRoute({
    method: 'GET',
    path: '/api/i/progress/summary',
    area: 'End of week',
    summary: 'The summary of the week just ended: where the money went',
    request: { query: instanceQuery },
    result: weekSummarySchema,
  }),

  // End of game (spec part 2, sections 2 and 7).
  {
    method: 'GET',
    path: CERTIFICATE_PATH,
    role: 'player',
    auth: 'bearer',
    area: 'End of game',
    summary: 'The certificate of a finished game, as a PDF to save or print',
    description: `Only the game's own player; a game not finished yet is a 400 ('${CERTIFICATE_MESSAGES.notFinished}').`,
    request: { query: instanceQuery },
    answer: 'download',
    result: certificateFileSchema,
    download: { mediaType: 'application/pdf', fileName: CERTIFICATE_FILE_NAME },
  },

  // Mentor (spec part 2, section 7).
  playerRoute({
    method: 'GET',
    path: '/api/g/mentor/help-messages',
    area: 'Mentor',
    summary: "The mentor's help for one app",
    request: { query: mentorHelpQuery },
    result: z.array(mentorMessageSchema),
  }),
  {
    method: 'GET',
    path: '/faqs.json',
    role: 'player',
    auth: 'none',
    area: 'Mentor',
    summary: 'The FAQ file (a static file in the spec, cacheable for an hour)',
    answer: 'file',
    result: z.array(faqEntrySchema),
  },
  {
    method: 'GET',
    path: '/api/g/glossary',
    role: 'player',
    auth: 'none',
    area: 'Finance Weekly',
    summary: 'The glossary: money words and what they mean (cacheable for an hour)',
    answer: 'envelope',
    result: z.array(glossaryEntrySchema),
  },

  // The teacher's side (issue 19, decision 023).
  teacherRoute({
    method: 'GET',
    path: '/api/t/me',
    summary: 'The signed-in teacher',
    description: "403 with a player's token: the /teacher screens use it to tell the two apart.",
    result: teacherMeSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links',
    summary: "The teacher's classes: the game links they own or were given, newest first",
    description: `DeletesOn is when the class's data is deleted (its LastActivity plus the server's DATA_RETENTION_DAYS; null when the server keeps data until a teacher deletes it); DeletionWarning is true from ${DELETION_WARNING_DAYS} days before, for the class page's warning. A move in a game, a student joining, or closing the class moves DeletesOn later.`,
    result: z.array(teacherLinkSchema),
  }),
  teacherRoute({
    method: 'POST',
    path: '/api/t/links',
    summary: 'Create a class: a game link on a new game, owned by the teacher',
    request: { json: createTeacherLinkBody },
    result: teacherLinkSchema,
  }),
  teacherRoute({
    method: 'PUT',
    path: '/api/t/links/{GameLinkID}',
    summary: 'Close or open a class, show or hide its leaderboard, or pace it',
    description:
      "WeeksOpen is the last week the class may play: a student who has finished it cannot start the next week until the teacher opens more (null: no limit). Closing the class (IsGameActive false) records ClosedAt and starts its data's retention time from then; opening it clears ClosedAt. 403 for a link the teacher neither owns nor was given.",
    params: teacherLinkParams,
    request: { json: updateTeacherLinkBody },
    result: teacherLinkSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links/{GameLinkID}/players',
    summary: 'The class: a row per player and game, the students who need help first',
    description:
      'Stuck lists the reasons a student may need help, in plain words: a week 1 without a bank account, a required quiz not done, a bill with a debt collector, a card repayment missed, no sign-in for days, a scam accepted this week; a student who joined but has not started a game.',
    params: teacherLinkParams,
    result: z.array(classPlayerRowSchema),
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links/{GameLinkID}/learning',
    summary:
      "The class's learning on the money check: before and after, matched, by topic and question",
    description:
      "Each student's right answers to the money check before week 1 and to the same questions in the end quiz (their first game on the link); the class's mean before, after and gain, the effect size of the matched pairs (d_z) with its 95% interval, over the students who did both, and the share right by topic and question; beside each topic, what those students did in the game that it teaches (InPlay: late fees paid, card interest, money lost to scams, a plan kept...).",
    params: teacherLinkParams,
    result: classLearningSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links/{GameLinkID}/guide',
    summary: "The teacher's weekly guide: each week's article, discussion, quiz answers",
    description:
      "For each week of the class's game: Finance Weekly's article title, its topic and Australian Curriculum v9 codes, three questions for a class discussion, and the week's quiz with its answers and explanations (and whether it is required); then the money check's questions with their answers, when the class has the check. Only for the class's teachers, as it holds the answers.",
    params: teacherLinkParams,
    result: classGuideSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links/{GameLinkID}/export.csv',
    summary: 'The whole class as CSV, one row per player and game, named after the class',
    description:
      'UTF-8 with a byte order mark, so spreadsheets read names in any alphabet; a cell that starts with = + - @ (or a tab or carriage return) is prefixed with an apostrophe so a spreadsheet never runs it as a formula.',
    params: teacherLinkParams,
    answer: 'download',
    download: {
      mediaType: 'text/csv',
      fileName: 'money-challenge-10B-Commerce.csv',
      fileNamePattern: CLASS_CSV_FILE_PATTERN,
    },
    result: z.string(),
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links/{GameLinkID}/export.json',
    summary:
      "The whole class as one JSON file to keep: the class, the CSV's rows and each game's weeks",
    description:
      "Class is the class as GET /api/t/links gives it, Rows the rows of GET /api/t/links/{GameLinkID}/players (the CSV's), Students each game's weeks as GET /api/t/instances/{GameInstanceID}/weeks gives them. For any of the class's teachers; recorded in the class's audit trail (npm run admin -- audit).",
    params: teacherLinkParams,
    answer: 'download',
    download: {
      mediaType: 'application/json',
      fileName: 'money-challenge-10B-Commerce.json',
      fileNamePattern: CLASS_EXPORT_FILE_PATTERN,
    },
    result: classExportSchema,
  }),
  teacherRoute({
    method: 'DELETE',
    path: '/api/t/links/{GameLinkID}',
    summary:
      "Delete a class now: its students' games and answers, and the accounts of students in no other class",
    description: `Only the teacher who created the class (403 '${TEACHER_MESSAGES.onlyOwnerDeletes}' for one it was given to). Confirm must be the class's name as shown (case and spaces at the ends aside), else 400 '${TEACHER_MESSAGES.confirmDelete}' and nothing is deleted. The class goes from every teacher's list and every board at once; its games (their command logs, ledger, messages, diary, survey and money check answers), its members, its audit trail, the accounts of its students who are in no other class and are not teachers, the link and its game (when no other class plays it) are deleted before the answer. Messages say '${TEACHER_MESSAGES.classDeleted}'. Export the class first (export.json) to keep its results.`,
    params: teacherLinkParams,
    request: { json: deleteTeacherLinkBody },
    result: classDeletedSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/links/{GameLinkID}/live',
    summary: "The class's rows as they change (server-sent events)",
    description:
      "Sends a 'player' event with a ClassPlayerRow each time a student's game changes, from whichever server process the student used (the database carries the change), within about a second; a comment every 15 s keeps the connection open. Browsers cannot set headers on EventSource, so this call also takes the token as ?access_token=.",
    params: teacherLinkParams,
    answer: 'stream',
    result: classPlayerRowSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/instances/{GameInstanceID}/weeks',
    summary: "A student's game week by week, and where each week's money came from and went",
    description:
      "Each finished week's Breakdown adds up exactly to its Difference, from the game's ledger: the lines the student sees on the week's summary. Recorded in the class's audit trail (who looked, when).",
    params: teacherInstanceParams,
    result: studentWeeksSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/instances/{GameInstanceID}/inbox',
    summary: 'What a student sees now: the bills they can pay and their e-mails and texts',
    description:
      "The player's own bills and messages (the notices, the collector's letters, offers), newest first, read-only: nothing is marked read.",
    params: teacherInstanceParams,
    result: studentInboxSchema,
  }),
  teacherRoute({
    method: 'GET',
    path: '/api/t/instances/{GameInstanceID}/replay',
    summary: "A student's game rebuilt from its command log up to the end of a week (read-only)",
    description: "Recorded in the class's audit trail (who looked, when, which week).",
    params: teacherInstanceParams,
    request: { query: replayQuery },
    result: replaySchema,
  }),
  teacherRoute({
    method: 'POST',
    path: '/api/t/players/{PlayerID}/reset-password',
    summary: 'A one-time password reset link to hand a student, without e-mail',
    description:
      "The player's usual /auth/password-reset link, valid once within RESET_TTL_MINUTES; for a player on one of the teacher's classes only. Recorded in the class's audit trail.",
    params: teacherPlayerParams,
    result: teacherResetLinkSchema,
  }),

  // Meta.
  {
    method: 'GET',
    path: '/api/openapi.json',
    role: 'everyone',
    auth: 'none',
    area: 'Meta',
    summary: 'This document (OpenAPI 3.1)',
    answer: 'file',
    result: z.looseObject({ openapi: z.string() }),
  },
];
