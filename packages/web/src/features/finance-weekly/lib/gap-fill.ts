// Fill the blanks (spec part 2 sections 4 and 5): the question's text holds its blanks as {1},
// {2}... in order. Each blank is empty, selected, or holds a word; a word of the bank goes in one
// blank at most; the answer is the option IDs in blank order once every blank holds one.

export type GapPart = { text: string } | { blank: number };

/** The text cut into words and blanks; blanks are numbered from 0 in the order they appear. */
export function gapParts(text: string): GapPart[] {
  const parts: GapPart[] = [];
  let blank = 0;
  let last = 0;
  for (const match of text.matchAll(/\{[^{}]*\}/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ blank: blank++ });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export interface GapState {
  /** The option ID in each blank, or null when it is empty. */
  placed: (string | null)[];
  /** The blank the word picker is open for. */
  selected: number | null;
}

export type GapAction = { type: 'blank'; blank: number } | { type: 'word'; id: string };

/** The blanks start empty, the first one selected so the word bank is there to choose from. */
export const initialGap = (blanks: number): GapState => ({
  placed: Array.from({ length: blanks }, () => null),
  selected: blanks > 0 ? 0 : null,
});

/** The first empty blank after `from`, going round to the start; null when all are filled. */
export function nextEmpty(placed: readonly (string | null)[], from: number): number | null {
  for (let step = 1; step <= placed.length; step++) {
    const blank = (from + step) % placed.length;
    if (placed[blank] === null) return blank;
  }
  return null;
}

/**
 * Clicking an empty blank selects it; clicking a filled one clears it and selects it. Choosing a
 * word fills the selected blank and moves on to the next empty one. A word already placed is not
 * offered, so each is used once.
 */
export function gapReducer(state: GapState, action: GapAction): GapState {
  switch (action.type) {
    case 'blank': {
      if (action.blank < 0 || action.blank >= state.placed.length) return state;
      const placed = state.placed.map((id, blank) => (blank === action.blank ? null : id));
      return { placed, selected: action.blank };
    }
    case 'word': {
      const { selected } = state;
      if (selected === null || state.placed.includes(action.id)) return state;
      const placed = state.placed.map((id, blank) => (blank === selected ? action.id : id));
      return { placed, selected: nextEmpty(placed, selected) };
    }
  }
}

export const allFilled = (state: GapState, required: number) =>
  state.placed.filter((id) => id !== null).length >= required &&
  state.placed.every((id) => id !== null);
