import { useGameApps } from '../../../lib/game-apps';
import { isSurveyOwed, surveyEntryRoute, useEndSurvey } from '../../../lib/end-survey';
import { readSession } from '../../../lib/session';

/**
 * What the end of the game must know before it shows anything: that the game is over, and that
 * no required quiz or survey is still to do (then the player goes there). Only readings made
 * since the screen opened decide: a cached one may be from before the last answer.
 */
export function useFinalState() {
  const apps = useGameApps();
  const endSurvey = useEndSurvey();
  const fresh = apps.isFetchedAfterMount && endSurvey.isFetchedAfterMount;
  let elsewhere: string | null = null;
  if (fresh && apps.data && !apps.data.IsGameComplete) elsewhere = '/app/dashboard';
  else if (fresh && endSurvey.data && isSurveyOwed(endSurvey.data))
    elsewhere = surveyEntryRoute(readSession().Theme);
  return {
    apps,
    endSurvey,
    ready: fresh && apps.isSuccess && endSurvey.isSuccess,
    elsewhere,
    error: apps.error ?? endSurvey.error,
    retry: () => {
      void apps.refetch();
      void endSurvey.refetch();
    },
  };
}
