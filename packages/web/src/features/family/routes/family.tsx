import type { FamilyMember } from '@mc/contract';
import { LogOut, Pencil, Trophy, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { readSession, updateSession } from '../../../lib/session';
import { isExternal, signOut } from '../../../lib/sign-out';
import { useFamily } from '../api/get-family';
import { MemberList } from '../components/member-list';
import { FormFailure } from '../../../components/form-parts';
import { MyDataSection } from '../../../components/my-data-section';

/** /auth/family: the family account (token, no game) picks who plays and manages members. */
export function FamilyPage() {
  // Read once: signing out clears the session while this page is still on screen, and that
  // must not look like an expired session.
  const [{ Token }] = useState(readSession);
  const navigate = useNavigate();
  const family = useFamily(Boolean(Token));

  if (!Token) return <Navigate to="/timeout" replace />;

  const choose = (member: FamilyMember) => {
    updateSession({
      PlayerID: member.ID,
      PlayerName: member.Name,
      GameInstanceID: undefined,
      GameCurrentWeek: undefined,
      MentorMessages: undefined,
    });
    void navigate('/auth/game');
  };
  const leave = async () => {
    const next = await signOut();
    if (isExternal(next)) window.location.assign(next);
    else void navigate(next, { replace: true });
  };

  const surname = family.data?.Surname;
  return (
    <PageCard
      title={surname ? `The ${surname} family` : 'Your family'}
      wide
      toolbar={
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void leave()}
        >
          <LogOut aria-hidden="true" size={18} />
          Sign out
        </button>
      }
    >
      {family.isPending ? <LoadingState label="Loading your family…" /> : null}
      {family.isError ? <FormFailure message={family.error.message} /> : null}
      {family.data ? (
        <>
          <h2 className="section-title">Who&apos;s playing?</h2>
          <p>Choose your name to start or continue your game.</p>
          <MemberList members={family.data.Members} onChoose={choose} />
          <div className="action-grid">
            <Link className="button" to="/auth/family/addfamilymember">
              <UserPlus aria-hidden="true" size={20} />
              Add a family member
            </Link>
            <Link className="button button--secondary" to="/auth/family/editsurname">
              <Pencil aria-hidden="true" size={20} />
              Edit family name
            </Link>
            {family.data.FamilyGameInstanceCount > 0 ? (
              <Link className="button button--secondary" to="/auth/family/leaderboard">
                <Trophy aria-hidden="true" size={20} />
                Leaderboard
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
      <MyDataSection family />
    </PageCard>
  );
}
