import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ScreenState, allReads } from '../../../components/screen-state';
import { Tabs, type TabItem } from '../../../components/tabs';
import { NOT_YOUR_CLASS, notYours } from '../lib/not-yours';
import { useClassPlayers } from '../api/get-class-players';
import { useLink } from '../api/get-links';
import { classFacts, personaText, seatsText, signInText } from '../components/class-facts';
import { ClassCode } from '../components/class-code';
import { ClassControls } from '../components/class-controls';
import { DeletionNotice, keptUntilText } from '../components/class-deletion';
import { ClassTable } from '../components/class-table';
import { CopyButton } from '../components/copy-button';
import { LearningPanel } from '../components/learning-panel';
import { LiveIndicator } from '../components/live-indicator';
import { useLiveClass } from '../lib/use-live-class';
import { CLASSES_PATH } from '../paths';

type ClassTab = 'students' | 'learning';
const TABS: readonly TabItem<ClassTab>[] = [
  { id: 'students', name: 'Students' },
  { id: 'learning', name: 'Learning' },
];

/**
 * /teacher/classes/{GameLinkID}: who the class plays, the live class table (who needs help
 * first, sortable) or its learning on the money check, and the class's settings: open or closed,
 * the leaderboard, the pace, the exports and deleting it; when its data is deleted on schedule,
 * the date, with a warning from a month before.
 */
export function ClassViewPage() {
  const { GameLinkID = '' } = useParams();
  const link = useLink(GameLinkID);
  const players = useClassPlayers(GameLinkID);
  const live = useLiveClass(GameLinkID);
  const [tab, setTab] = useState<ClassTab>('students');

  return (
    <div className="teacher-page">
      <Link className="teacher-back" to={CLASSES_PATH}>
        <ArrowLeft aria-hidden="true" size={18} />
        My classes
      </Link>
      {notYours(players.error) ? (
        <p className="empty-state" role="alert">
          {NOT_YOUR_CLASS}
        </p>
      ) : (
        <ScreenState
          read={allReads(link, players)}
          data={link.data && players.data ? { link: link.data, rows: players.data } : null}
          loadingLabel="Loading the class…"
          empty={NOT_YOUR_CLASS}
        >
          {({ link: theClass, rows }) => (
            <>
              <div className="split-row teacher-page__head">
                <div>
                  <h1 className="teacher-page__title">{theClass.GroupName}</h1>
                  <p className="teacher-page__facts">
                    {classFacts(theClass)} ·{' '}
                    {seatsText(theClass, new Set(rows.map((row) => row.PlayerID)).size)}
                  </p>
                  <p className="teacher-page__facts">
                    {theClass.Persona ? 'Who the class plays: ' : ''}
                    {personaText(theClass)}
                  </p>
                  {signInText(theClass) ? (
                    <p className="teacher-page__facts">{signInText(theClass)}</p>
                  ) : null}
                  {keptUntilText(theClass) ? (
                    <p className="teacher-page__facts">{keptUntilText(theClass)}</p>
                  ) : null}
                </div>
                <LiveIndicator state={live} />
              </div>
              <DeletionNotice link={theClass} />
              {theClass.RefusedFull > 0 ? (
                <p className="notice class-refused" role="status">
                  {theClass.RefusedFull === 1
                    ? '1 student was turned away'
                    : `${theClass.RefusedFull} students were turned away`}{' '}
                  because the class is full ({theClass.MaxPlayers} places).
                </p>
              ) : null}
              <ClassCode link={theClass} />
              <div className="class-link class-link--head">
                <span className="class-link__url" id="class-login-url">
                  {theClass.LoginUrl}
                </span>
                <CopyButton text={theClass.LoginUrl} describedBy="class-login-url" />
              </div>
              <ClassControls link={theClass} />
              <section aria-labelledby="class-students" className="teacher-card">
                <h2 id="class-students" className="visually-hidden">
                  {tab === 'students' ? 'Students' : 'Learning'}
                </h2>
                <Tabs
                  label="The class"
                  idPrefix="class"
                  tabs={TABS}
                  current={tab}
                  onChange={setTab}
                >
                  {tab === 'learning' ? (
                    <LearningPanel gameLinkId={GameLinkID} hasCheck={theClass.PretestRequired} />
                  ) : rows.length === 0 ? (
                    <p className="empty-state">
                      No students yet. Hand them the class link: they show up here as soon as they
                      sign up.
                    </p>
                  ) : (
                    <ClassTable rows={rows} caption={`${theClass.GroupName}'s students`} />
                  )}
                </Tabs>
              </section>
            </>
          )}
        </ScreenState>
      )}
    </div>
  );
}
