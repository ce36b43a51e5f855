import type { ClassLearning, LearningInPlay, LearningShare } from '@mc/contract';
import { balanceText } from '../../../lib/money-display';
import { FactRow } from '../../../components/fact-row';
import { ScreenState } from '../../../components/screen-state';
import { TableHead } from '../../../components/table-parts';
import { useClassLearning } from '../api/get-learning';

// The class's learning on the money check (issue 33): the matched figures over the students who
// did the check and the end quiz, by topic and by question, and each student's two scores.

/** A share right as a whole percentage, or a dash where no student counts yet. */
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);
const score = (value: number | null, of: number) => (value === null ? '–' : `${value} of ${of}`);
const figure = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** What the students who count did in the game for a topic, in words. */
function playText(play: LearningInPlay): string {
  const who = `${play.StudentsWith} of ${play.Students} ${play.Students === 1 ? 'student' : 'students'}`;
  return play.Mean === null
    ? `${play.Label}: ${who}`
    : `${play.Label}: ${balanceText(play.Mean)} a student on average (${who})`;
}

function ShareTable({
  caption,
  heading,
  shares,
}: {
  caption: string;
  heading: string;
  /** Topics carry what the class did in the game beside them; questions do not. */
  shares: readonly (LearningShare & { InPlay?: LearningInPlay | null })[];
}) {
  const inPlay = shares.some((share) => share.InPlay !== undefined);
  return (
    <div className="table-scroll">
      <table className="teacher-table">
        <caption className="teacher-table__caption">{caption}</caption>
        <TableHead
          text={[heading]}
          numbers={['Right before', 'Right after']}
          numberClass="teacher-table__number"
          after={inPlay ? ['In the game'] : []}
        />
        <tbody>
          {shares.map((share) => (
            <tr key={share.Topic}>
              <th scope="row">{share.Topic}</th>
              <td className="teacher-table__number">{percent(share.Before)}</td>
              <td className="teacher-table__number">{percent(share.After)}</td>
              {inPlay ? (
                <td className="learning-play">{share.InPlay ? playText(share.InPlay) : '–'}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ learning }: { learning: ClassLearning }) {
  const of = learning.Questions;
  if (learning.Students === 0)
    return (
      <p className="empty-state">
        No student has done both the money check and the end quiz yet. Their scores show here as
        they finish the game.
      </p>
    );
  return (
    <>
      <dl className="fact-list learning-figures">
        <FactRow term="Students who did both">{learning.Students}</FactRow>
        <FactRow term="Mean before">{score(learning.MeanBefore, of)}</FactRow>
        <FactRow term="Mean after">{score(learning.MeanAfter, of)}</FactRow>
        <FactRow term="Mean gain">
          {learning.MeanGain === null ? '–' : learning.MeanGain.toFixed(2)}
        </FactRow>
        <FactRow term="Effect size (d_z, 95% interval)">
          {figure(learning.EffectSize)}
          {learning.EffectSizeLow === null
            ? ''
            : ` (${figure(learning.EffectSizeLow)} to ${figure(learning.EffectSizeHigh)})`}
        </FactRow>
      </dl>
      <p className="teacher-card__lead">{learning.Reading}</p>
      <ShareTable caption="Right answers by topic" heading="Topic" shares={learning.Topics} />
      <ShareTable caption="Right answers by question" heading="Question" shares={learning.Items} />
    </>
  );
}

/** The class's money check: its figures, then each student's two scores. */
export function LearningPanel({ gameLinkId, hasCheck }: { gameLinkId: string; hasCheck: boolean }) {
  const read = useClassLearning(gameLinkId, hasCheck);
  if (!hasCheck)
    return (
      <p className="empty-state">
        This class has no money check before week 1, so there is nothing to compare. Create a class
        with the money check ticked to see what a class learns.
      </p>
    );
  return (
    <ScreenState read={read} data={read.data} loadingLabel="Loading the class's money check…">
      {(learning) => (
        <>
          <Summary learning={learning} />
          <div className="table-scroll">
            <table className="teacher-table">
              <caption className="teacher-table__caption">Each student's money check</caption>
              <TableHead
                text={['Student']}
                numbers={['Before', 'After']}
                numberClass="teacher-table__number"
              />
              <tbody>
                {learning.Rows.map((row, index) => (
                  <tr key={`${row.Name}-${index}`}>
                    <th scope="row">{row.Name}</th>
                    <td className="teacher-table__number">
                      {score(row.Before, learning.Questions)}
                    </td>
                    <td className="teacher-table__number">
                      {score(row.After, learning.Questions)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ScreenState>
  );
}
