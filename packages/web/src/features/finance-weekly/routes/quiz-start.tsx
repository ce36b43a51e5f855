import type { Article, Quiz } from '@mc/contract';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FailurePopup } from '../../../components/failure-popup';
import { LoadingState } from '../../../components/loading-state';
import { allReads, ScreenState } from '../../../components/screen-state';
import { useCreateQuiz } from '../api/create-quiz';
import { useArticle } from '../api/get-article';
import { useQuiz } from '../api/get-quiz';
import { useStartQuiz } from '../api/start-quiz';
import { isNoArticle } from '../lib/no-article';
import { quizScreenPath } from '../lib/quiz-screen';
import { FINANCE_WEEKLY_PATH } from '../paths';
import '../finance-weekly.css';
import { NewsScreen } from '../components/news-screen';

/** No quiz yet, not started, or ended early in a required week (taken up again to answer the rest). */
const needsStarting = (quiz: Quiz | null) =>
  quiz === null || quiz.Status === 'created' || quiz.CanResume;

/**
 * Creates this week's quiz if there is none yet and starts it, once, however often the screen
 * renders; then the quiz's answer decides where to go.
 */
function useBeginQuiz(article: Article | undefined, quiz: Quiz | null | undefined) {
  const create = useCreateQuiz();
  const start = useStartQuiz();
  const began = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { mutateAsync: createQuiz } = create;
  const { mutateAsync: startQuiz } = start;
  const due = article !== undefined && quiz !== undefined && needsStarting(quiz) && !failure;

  useEffect(() => {
    if (!due || began.current || !article) return;
    began.current = true;
    void (async () => {
      try {
        const made = quiz ?? (await createQuiz({ ArticleID: article.ID }));
        if (made.Status === 'created' || made.CanResume) await startQuiz({ QuizID: made.ID });
      } catch (error) {
        setFailure(error);
      } finally {
        began.current = false;
      }
    })();
  }, [due, article, quiz, createQuiz, startQuiz]);

  return { failure, retry: () => setFailure(null) };
}

/**
 * /financeweekly/quiz: the way into the quiz from START, CONTINUE or ANSWER THE REST. It creates and
 * starts the quiz if need be (or takes up again a required one ended early), then opens the screen
 * the quiz is on: the current question, or the summary of a finished quiz.
 */
export function QuizStartPage() {
  const article = useArticle();
  const quiz = useQuiz();
  const { failure, retry } = useBeginQuiz(article.data, quiz.data);

  if (quiz.data !== undefined && !needsStarting(quiz.data))
    return <Navigate to={quizScreenPath(quiz.data)} replace />;

  return (
    <NewsScreen>
      {isNoArticle(article.error) ? (
        <p className="empty-state">There is no article this week, so there is no quiz.</p>
      ) : failure ? (
        <div className="load-failure">
          <p className="load-failure__text">Your quiz couldn’t be started just now.</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            <RotateCw aria-hidden="true" size={18} />
            Try again
          </button>
          <Link to={FINANCE_WEEKLY_PATH}>Back to Finance Weekly</Link>
          <FailurePopup error={failure} />
        </div>
      ) : (
        <ScreenState
          read={allReads(article, quiz)}
          data={article.data}
          loadingLabel="Getting your quiz ready…"
        >
          {() => <LoadingState label="Getting your quiz ready…" />}
        </ScreenState>
      )}
    </NewsScreen>
  );
}
