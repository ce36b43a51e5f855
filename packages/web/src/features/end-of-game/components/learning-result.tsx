import type { PretestResult } from '@mc/contract';
import { GraduationCap } from 'lucide-react';
import { useGameQuery } from '../../../lib/game-queries';

/**
 * What the player knew before week 1 and knows now (issue 33): their right answers to the money
 * check and to the same questions in the end quiz. Nothing for a game without the check, or
 * before both are done.
 */
export function LearningResult() {
  const { data } = useGameQuery<PretestResult | null>('/api/i/pretest/result');
  if (!data || data.Before === null || data.After === null) return null;
  const gain = data.After - data.Before;
  return (
    <section className="end-card" aria-labelledby="end-learning">
      <h2 id="end-learning" className="end-card__title">
        <GraduationCap aria-hidden="true" size={22} />
        Your money check
      </h2>
      <p>
        Before: {data.Before} of {data.Total}. After: {data.After} of {data.Total}.
      </p>
      <p>
        {gain > 0
          ? `That's ${gain} more right than before week 1: you learned something.`
          : 'The same questions, before week 1 and now: look back at the ones you missed in the end quiz.'}
      </p>
    </section>
  );
}
