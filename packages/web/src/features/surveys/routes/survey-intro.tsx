import { MessageSquareHeart } from 'lucide-react';
import { IntroScreen } from '../components/intro-screen';
import { SURVEY_INTRO } from '../lib/intros';

/** /surveys/survey-intro: before the survey's first question (IsSurveyStart). */
export function SurveyIntroPage() {
  return (
    <IntroScreen Icon={MessageSquareHeart} title={SURVEY_INTRO.title} introSeen>
      {(owed) => (
        <>
          <p>{SURVEY_INTRO.body}</p>
          {owed ? <p>Finish it to see your final results.</p> : null}
        </>
      )}
    </IntroScreen>
  );
}
