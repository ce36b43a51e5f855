// What a teacher reads of a student's game (issue 19): the reasons they may need help, and the
// game replayed week by week. Reads only: nothing here changes a game.
export {
  selectConcernsWith,
  WEEK_BLOCKING_CONCERNS,
  type Concern,
  type ConcernCode,
} from './concerns';
export { replayToWeekEndWith, type WeekReplay } from './replay-week';
