export * from './constants';
export * from './envelope';
export * from './gamelink';
export * from './oidc';
export * from './messages';
export * from './money';
export * from './auth';
export * from './accounts';
export * from './leaderboard';
export * from './teacher';
export * from './teacher-messages';
export { isClassText, NAME_CHARACTER_MESSAGES } from './name-characters';
export * from './my-data';
export * from './name-characters';
export * from './learning';
export * from './guide';
export * from './privacy-notice';
export * from './personas';
export * from './par';
export * from './badges';
export * from './engine-constants';
export * from './money-rules';
export * from './glossary-links';
export * from './apps/app-list';
// One file per app (the shared pieces of their requests in apps/common.ts).
export {
  AMOUNT_MESSAGES,
  amountDollars,
  gameQuery,
  instanceBody,
  instanceQuery,
} from './apps/common';
export * from './apps/games';
export * from './apps/mentor';
export * from './apps/progress';
export * from './apps/banking';
export * from './apps/cashbox';
export * from './apps/transfer';
export * from './apps/everyday';
export * from './apps/credit-card';
export * from './apps/email';
export * from './apps/communications';
export * from './apps/items';
export * from './apps/shares';
export * from './apps/news';
export * from './apps/planner';
export * from './apps/survey';
export * from './apps/pretest';
export * from './apps/end-of-week';
export * from './apps/jobs';
export * from './apps/certificate';
export * from './api-routes';
