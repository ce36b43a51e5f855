import { useEffect, useRef, useState } from 'react';

/**
 * Focus for the feedback once the player's answer comes back (not when a reload opens a question
 * already answered: the screen's heading has focus then, as after any navigation).
 */
export function useFocusOnAnswer(answered: boolean) {
  const feedback = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent && answered) feedback.current?.focus();
  }, [sent, answered]);
  return { feedback, markSent: () => setSent(true) };
}
