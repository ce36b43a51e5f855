import type { budgetPlanBody, PlannerSummary } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiFailure } from '../../../lib/api-client';
import { gamePost, type GameBody } from '../../../lib/game-queries';
import { plannerSummaryKey } from './get-planner';

/** The five amounts of this week's plan, whole dollars, each at most what remains. */
export type SaveBudgetBody = GameBody<typeof budgetPlanBody>;

/**
 * POST /api/i/planner/budget: saves this week's plan and answers My budget again, which becomes
 * the summary on screen. A plan moves no money, so nothing else needs reading again.
 */
export function useSaveBudget() {
  const client = useQueryClient();
  return useMutation<PlannerSummary, ApiFailure, SaveBudgetBody>({
    mutationFn: (body) => gamePost<PlannerSummary>('/api/i/planner/budget', body),
    onSuccess: (summary) => client.setQueryData(plannerSummaryKey(), summary),
  });
}
