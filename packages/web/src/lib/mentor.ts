import type { MentorMessage } from '@mc/contract';
import { createContext, useContext } from 'react';

// The shell owns the mentor's popup and its queue (features/shell). A screen inside the game that
// has something from the mentor to show (the reply to a diary entry) asks for it here, without
// importing the shell: the shell provides `show`, and outside it (a screen tested on its own)
// nothing is shown.

export type ShowMentor = (messages: MentorMessage[]) => void;

export const MentorContext = createContext<ShowMentor>(() => undefined);

/** Shows the mentor's messages in the shell's popup, after anything already queued. */
export const useShowMentor = (): ShowMentor => useContext(MentorContext);
