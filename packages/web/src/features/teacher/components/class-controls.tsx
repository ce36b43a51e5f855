import { classCsvFileName, classExportFileName, type TeacherLink } from '@mc/contract';
import { BookOpen, Download, FileJson, Lock, LockOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../lib/game-queries';
import { saveFile } from '../../../lib/save-file';
import { exportClass } from '../api/export-class';
import { exportClassJson } from '../api/export-class-json';
import { useUpdateLink, type UpdateLinkBody } from '../api/update-link';
import { ClassStatus } from './class-status';
import { DeleteClass } from './delete-class';
import { guidePath } from '../paths';

/** What a change did, said in words once the server has it. */
function doneWords(body: UpdateLinkBody, link: TeacherLink): string {
  if (body.IsGameActive !== undefined)
    return link.IsGameActive
      ? 'The class is open: students can sign in and play.'
      : "The class is closed: students are stopped at their next move and can't sign in to play until you open it again.";
  if (body.LeaderboardVisible !== undefined)
    return link.LeaderboardVisible
      ? 'Students can see the class leaderboard.'
      : 'The class leaderboard is hidden from students.';
  return link.WeeksOpen === null
    ? 'No limit: students play at their own pace.'
    : `Students may play up to week ${link.WeeksOpen}.`;
}

function Pacing({
  link,
  onSave,
  busy,
}: {
  link: TeacherLink;
  onSave: (weeksOpen: number | null) => void;
  busy: boolean;
}) {
  const [limited, setLimited] = useState(link.WeeksOpen !== null);
  const [week, setWeek] = useState(String(link.WeeksOpen ?? 1));
  const id = useId();
  const weekNumber = Number(week);
  const weekOk = /^\d+$/.test(week) && weekNumber >= 1 && weekNumber <= link.TotalWeeks;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (limited && !weekOk) return;
    onSave(limited ? weekNumber : null);
  };
  return (
    <form className="pacing" onSubmit={submit} noValidate>
      <fieldset className="pacing__set">
        <legend className="teacher-control__label">Pace the class</legend>
        <label className="pacing__choice">
          <input
            type="radio"
            name={`${id}-pace`}
            checked={limited}
            onChange={() => setLimited(true)}
          />
          <span>Students may play up to week</span>
        </label>
        <input
          className="field__input pacing__week"
          aria-label="Last week students may play"
          aria-invalid={limited && !weekOk ? true : undefined}
          aria-describedby={limited && !weekOk ? `${id}-error` : undefined}
          inputMode="numeric"
          value={week}
          disabled={!limited}
          onChange={(event) => setWeek(event.target.value)}
        />
        <label className="pacing__choice">
          <input
            type="radio"
            name={`${id}-pace`}
            checked={!limited}
            onChange={() => setLimited(false)}
          />
          <span>No limit</span>
        </label>
      </fieldset>
      {limited && !weekOk ? (
        <p className="field__error" id={`${id}-error`}>
          Choose a week from 1 to {link.TotalWeeks}.
        </p>
      ) : null}
      <button type="submit" className="button button--secondary button--small" disabled={busy}>
        Save pace
      </button>
    </form>
  );
}

/**
 * The class's switches: open or close it, show or hide its leaderboard, pace it, export it (CSV,
 * or everything as JSON), open its weekly guide, and delete it.
 * Each change waits for the server and then says what it did.
 */
export function ClassControls({ link }: { link: TeacherLink }) {
  const update = useUpdateLink(link.GameLinkID);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'json' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();

  const change = (body: UpdateLinkBody) => {
    setSaid(null);
    update.mutate(body, {
      onSuccess: (next) => setSaid({ text: doneWords(body, next), failed: false }),
      onError: (error) => setSaid({ text: failureMessage(error), failed: true }),
    });
  };
  const exportAs = async (kind: 'csv' | 'json') => {
    setExporting(kind);
    setSaid(null);
    try {
      if (kind === 'csv') {
        saveFile(await exportClass(link.GameLinkID), classCsvFileName(link.GroupName));
        setSaid({ text: 'The class is in your downloads as a CSV file.', failed: false });
      } else {
        const name = classExportFileName(link.GroupName);
        saveFile(await exportClassJson(link.GameLinkID), name);
        setSaid({
          text: `The whole class, with each student's weeks, is in your downloads as ${name}.`,
          failed: false,
        });
      }
    } catch (error) {
      setSaid({ text: failureMessage(error), failed: true });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="teacher-card class-controls" aria-labelledby="class-controls">
      <h2 id="class-controls" className="teacher-card__title">
        Class settings
      </h2>
      <div className="class-controls__grid">
        <div className="teacher-control">
          <span className="teacher-control__label">The class link</span>
          <ClassStatus active={link.IsGameActive} />
          {confirming && link.IsGameActive ? (
            <div className="class-controls__confirm" role="group" aria-labelledby={confirmId}>
              <p id={confirmId}>
                Close the class? Students playing are stopped at their next move, and no one can
                sign in to play until you open it again. Their games are kept.
              </p>
              <div className="class-controls__confirm-actions">
                <button
                  type="button"
                  className="button button--small"
                  disabled={update.isPending}
                  onClick={() => {
                    setConfirming(false);
                    change({ IsGameActive: false });
                  }}
                >
                  <Lock aria-hidden="true" size={18} />
                  Yes, close it
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setConfirming(false)}
                >
                  Keep it open
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={update.isPending}
              onClick={() =>
                link.IsGameActive ? setConfirming(true) : change({ IsGameActive: true })
              }
            >
              {link.IsGameActive ? (
                <Lock aria-hidden="true" size={18} />
              ) : (
                <LockOpen aria-hidden="true" size={18} />
              )}
              {link.IsGameActive ? 'Close the class' : 'Open the class'}
            </button>
          )}
        </div>
        <div className="teacher-control">
          <span className="teacher-control__label">Leaderboard</span>
          <label className="teacher-switch">
            <input
              type="checkbox"
              role="switch"
              checked={link.LeaderboardVisible}
              disabled={update.isPending}
              onChange={(event) => change({ LeaderboardVisible: event.target.checked })}
            />
            <span>Students can see the class leaderboard</span>
          </label>
        </div>
        <div className="teacher-control">
          <Pacing
            key={`${link.WeeksOpen}`}
            link={link}
            busy={update.isPending}
            onSave={(weeksOpen) => change({ WeeksOpen: weeksOpen })}
          />
        </div>
        <div className="teacher-control">
          <span className="teacher-control__label">The whole class</span>
          <div className="class-controls__exports">
            <button
              type="button"
              className="button button--small"
              disabled={exporting !== null}
              aria-busy={exporting === 'csv'}
              onClick={() => void exportAs('csv')}
            >
              <Download aria-hidden="true" size={18} />
              {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={exporting !== null}
              aria-busy={exporting === 'json'}
              onClick={() => void exportAs('json')}
            >
              <FileJson aria-hidden="true" size={18} />
              {exporting === 'json' ? 'Exporting…' : 'Export all (JSON)'}
            </button>
          </div>
        </div>
        <div className="teacher-control">
          <span className="teacher-control__label">To teach beside the game</span>
          <Link className="button button--secondary button--small" to={guidePath(link.GameLinkID)}>
            <BookOpen aria-hidden="true" size={18} />
            Weekly guide
          </Link>
        </div>
        <DeleteClass link={link} />
      </div>
      <p
        className={said?.failed ? 'form__failure class-controls__said' : 'class-controls__said'}
        role="status"
      >
        {said?.text}
      </p>
    </section>
  );
}
