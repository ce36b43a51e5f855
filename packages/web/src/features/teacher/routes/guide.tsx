import type { GuideCurriculum, GuideQuestion, GuideWeek } from '@mc/contract';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { FactRow } from '../../../components/fact-row';
import { ScreenState } from '../../../components/screen-state';
import { useClassGuide } from '../api/get-guide';
import { NOT_YOUR_CLASS, notYours } from '../lib/not-yours';
import { classPath } from '../paths';

// /teacher/classes/{GameLinkID}/guide (issue 33): the class's weekly guide to teach beside the
// game, on screen and on paper: for each week the Finance Weekly article's title, topic and
// curriculum codes, three questions for a class discussion and the week's quiz with its answers,
// then the money check's questions with theirs. Printing leaves out the page's controls and starts
// each week on a new page.

function Codes({ codes }: { codes: readonly GuideCurriculum[] }) {
  return (
    <ul className="guide-codes">
      {codes.map((code) => (
        <li key={code.Code}>
          <strong>{code.Code}</strong> {code.Summary}
        </li>
      ))}
    </ul>
  );
}

/** Questions with their answers; `note` is what the brackets after each question say. */
function Questions<Q extends GuideQuestion>({
  questions,
  label,
  note = (question) => question.Kind,
}: {
  questions: readonly Q[];
  label: string;
  note?: (question: Q) => string;
}) {
  return (
    <ol className="guide-questions" aria-label={label}>
      {questions.map((question) => (
        <li key={question.Text} className="guide-question">
          <p className="guide-question__text">
            {question.Text} <span className="guide-question__kind">({note(question)})</span>
          </p>
          {question.Options.length > 0 ? (
            <ul className="guide-question__options">
              {question.Options.map((option) => (
                <li key={option}>{option}</li>
              ))}
            </ul>
          ) : null}
          <p className="guide-question__answer">
            <strong>Answer:</strong> {question.Answer}
          </p>
          <p className="guide-question__why">{question.Explanation}</p>
        </li>
      ))}
    </ol>
  );
}

function Week({ week }: { week: GuideWeek }) {
  const heading = `guide-week-${week.Week}`;
  return (
    <section className="teacher-card guide-week" id={`week-${week.Week}`} aria-labelledby={heading}>
      <h2 id={heading} className="teacher-card__title">
        Week {week.Week}: {week.Title}
      </h2>
      <dl className="fact-list guide-facts">
        <FactRow term="Topic">{week.Topic}</FactRow>
        <FactRow term="Curriculum">
          <Codes codes={week.Curriculum} />
        </FactRow>
      </dl>
      <h3 className="guide-week__part">Discuss</h3>
      <ol className="guide-discussion">
        {week.Discussion.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
      <h3 className="guide-week__part">
        {week.QuizTitle}
        {week.QuizRequired ? ' (students must do it before the week ends)' : ''}
      </h3>
      <Questions questions={week.Questions} label={`Week ${week.Week} quiz answers`} />
    </section>
  );
}

export function GuidePage() {
  const { GameLinkID = '' } = useParams();
  const guide = useClassGuide(GameLinkID);
  return (
    <div className="teacher-page guide">
      <Link className="teacher-back" to={classPath(GameLinkID)}>
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the class
      </Link>
      {notYours(guide.error) ? (
        <p className="empty-state" role="alert">
          {NOT_YOUR_CLASS}
        </p>
      ) : (
        <ScreenState read={guide} data={guide.data} loadingLabel="Loading the weekly guide…">
          {(theGuide) => (
            <>
              <div className="split-row teacher-page__head">
                <div>
                  <h1 className="teacher-page__title">Weekly guide: {theGuide.GroupName}</h1>
                  <p className="teacher-page__facts">
                    Each week's Finance Weekly article with questions for a class discussion and the
                    quiz's answers
                    {theGuide.MoneyCheck.length > 0
                      ? ', then the money check with its answers'
                      : ''}
                    . Keep it from students until they have answered.
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--secondary button--small guide__print"
                  onClick={() => window.print()}
                >
                  <Printer aria-hidden="true" size={18} />
                  Print the guide
                </button>
              </div>
              <nav className="guide__jump" aria-label="Weeks of the guide">
                {theGuide.Weeks.map((week) => (
                  <a
                    key={week.Week}
                    href={`#week-${week.Week}`}
                    className="guide__jump-link"
                    aria-label={`Week ${week.Week}`}
                  >
                    {week.Week}
                  </a>
                ))}
                {theGuide.MoneyCheck.length > 0 ? (
                  <a href="#money-check" className="guide__jump-link">
                    Money check
                  </a>
                ) : null}
              </nav>
              {theGuide.Weeks.map((week) => (
                <Week key={week.Week} week={week} />
              ))}
              {theGuide.MoneyCheck.length > 0 ? (
                <section
                  className="teacher-card guide-week"
                  id="money-check"
                  aria-labelledby="guide-money-check"
                >
                  <h2 id="guide-money-check" className="teacher-card__title">
                    The money check
                  </h2>
                  <p className="teacher-card__lead">
                    Students answer these before week 1, without being told which are right, and
                    again inside the end quiz. The Learning tab compares the two.
                  </p>
                  <Questions
                    questions={theGuide.MoneyCheck}
                    label="Money check answers"
                    note={(item) =>
                      `${item.Topic}; ${item.Curriculum.map((code) => code.Code).join(', ')}`
                    }
                  />
                </section>
              ) : null}
            </>
          )}
        </ScreenState>
      )}
    </div>
  );
}
