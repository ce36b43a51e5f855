// The glossary: money words a student meets in the game, each explained in a sentence or two.
import type { GlossaryTerm } from '@mc/engine/news/content';

export const glossary: GlossaryTerm[] = [];
