// The pretest slice (issue 33): the learning check a player takes before week 1 when the game's
// link asks for it, one item at a time, each answered once and never marked to the player.

export interface PretestAnswer {
  itemId: string;
  /** The option chosen (its index as shown). */
  option: number;
  correct: boolean;
}

export interface PretestState {
  /** In the order the items were asked (the game's draw); the next item is answers.length. */
  answers: PretestAnswer[];
}
