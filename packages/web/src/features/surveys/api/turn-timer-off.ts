import type { SurveyQuestion } from '@mc/contract';
import { gamePost } from '../../../lib/game-queries';

// POST /api/i/survey/timer-off: the player turns the timed question's clock off. The server
// records it by its own clock (only while the question still has time), so a late answer cannot
// be saved by turning the timer off after the fact; a reload shows the timer still off.

export const turnSurveyTimerOff = () => gamePost<SurveyQuestion>('/api/i/survey/timer-off', {});
