import type { PlannerSummary } from '@mc/contract';
import { gameKey, useGameQuery } from '../../../lib/game-queries';

export const PLANNER_SUMMARY_PATH = '/api/i/planner';
export const plannerSummaryKey = () => gameKey(PLANNER_SUMMARY_PATH);

/**
 * GET /api/i/planner: My budget for this week. The week's income after tax by job, its expenses
 * by kind with what makes them up, what remains, the plan so far and last week's plan beside
 * what the player did.
 */
export const usePlannerSummary = () => useGameQuery<PlannerSummary>(PLANNER_SUMMARY_PATH);
