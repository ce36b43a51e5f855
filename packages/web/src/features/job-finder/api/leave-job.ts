import type { CurrentJob, leaveJobBody } from '@mc/contract';
import { useGameCommand, type GameBody } from '../../../lib/game-queries';

/** The job resigned from. */
export type LeaveJobBody = GameBody<typeof leaveJobBody>;

/**
 * POST /api/g/jobs/leave: resign; the job ends at the end of this week, and leaving inside a
 * contract brings a penalty bill by email. Answers the jobs the player has now.
 */
export const useLeaveJob = () => useGameCommand<LeaveJobBody, CurrentJob[]>('/api/g/jobs/leave');
