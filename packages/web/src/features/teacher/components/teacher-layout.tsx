import { TEACHER_MESSAGES } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { ApiFailure } from '../../../lib/api-client';
import { useFocusHeadingOnNavigate } from '../../../lib/focus-heading';
import { useMe } from '../api/get-me';
import { CLASSES_PATH, TEACHER_HOME } from '../paths';
import { teacherKeys } from '../lib/query-keys';
import { teacherSignOut } from '../lib/teacher-sign-out';
import { clearTeacherSession, readTeacherSession, teacherName } from '../../../lib/teacher-session';
import '../teacher.css';

/**
 * The signed-in teacher's pages: a bar with the brand, my classes, who is signed in and Sign
 * out, then the page. No phone frame: a teacher's desk is a laptop or a tablet. Focus moves to
 * each new page's heading. A player's token (or none) goes back to the sign-in.
 */
export function TeacherLayout() {
  const [signedIn] = useState(() => readTeacherSession() !== null);
  const main = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [leaving, setLeaving] = useState(false);
  useFocusHeadingOnNavigate(main);

  const notTeacher =
    me.error instanceof ApiFailure &&
    me.error.status === 403 &&
    me.error.messages.includes(TEACHER_MESSAGES.notTeacher);
  useEffect(() => {
    if (notTeacher) clearTeacherSession();
  }, [notTeacher]);

  if (!signedIn || notTeacher) return <Navigate to={TEACHER_HOME} replace />;

  const signOut = async () => {
    setLeaving(true);
    await teacherSignOut();
    void navigate(TEACHER_HOME, { replace: true, state: { signedOut: true } });
    // The next teacher to sign in here sees none of this one's classes.
    queryClient.removeQueries({ queryKey: teacherKeys.all });
  };

  return (
    <div className="teacher">
      <a className="teacher__skip" href="#teacher-main">
        Skip to the page
      </a>
      <header className="teacher-bar">
        <Link className="teacher-bar__brand" to={CLASSES_PATH}>
          <Logo size={40} />
          <span>
            Money Challenge <span className="teacher-bar__tag">for teachers</span>
          </span>
        </Link>
        <nav className="teacher-bar__nav" aria-label="Teacher">
          <Link className="teacher-bar__link" to={CLASSES_PATH}>
            My classes
          </Link>
        </nav>
        <div className="teacher-bar__who">
          <span className="teacher-bar__name">{me.data?.Name ?? teacherName()}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void signOut()}
            disabled={leaving}
          >
            <LogOut aria-hidden="true" size={18} />
            {leaving ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </header>
      <main id="teacher-main" ref={main} className="teacher__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
