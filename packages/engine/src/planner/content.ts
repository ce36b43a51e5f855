// The Weekly Planner's content (packages/content/src/planner/): a diary question for each game
// week and the mentor's replies to an answer, written for the situation the player is in.

/**
 * What the player faced in the week, as the mentor's reply sees it (diary.ts): they owe (an
 * overdue bill, a card balance, money borrowed for everyday spending), have no job, or their net
 * position fell or rose; 'any' for everyone else.
 */
export type DiarySituation = 'any' | 'net-up' | 'net-down' | 'owes' | 'no-income';

export interface DiaryReply {
  situation: DiarySituation;
  /** One to three short messages, plain text. */
  messages: string[];
}

export interface DiaryQuestion {
  /** The game week it is asked in (1 to 27). */
  week: number;
  id: string;
  title: string;
  /** The question: one to three sentences, plain text. */
  text: string;
  /** The mentor's replies; one of them is for 'any'. */
  replies: DiaryReply[];
}
