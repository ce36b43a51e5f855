import type { TeacherLink } from '@mc/contract';
import { CircleCheck, PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ScreenList } from '../../../components/screen-list';
import { useLinks } from '../api/get-links';
import { ClassCode } from '../components/class-code';
import { classFacts, seatsText } from '../components/class-facts';
import { ClassStatus } from '../components/class-status';
import { CopyButton } from '../components/copy-button';
import { CreateClassForm } from '../components/create-class-form';
import type { ClassDeletedState } from '../components/delete-class';
import { classPath } from '../paths';

function ClassLink({ link }: { link: TeacherLink }) {
  const id = useId();
  return (
    <div className="class-link">
      <span className="class-link__url" id={id}>
        {link.LoginUrl}
      </span>
      <CopyButton text={link.LoginUrl} name={`Copy link for ${link.GroupName}`} describedBy={id} />
    </div>
  );
}

function ClassCard({ link }: { link: TeacherLink }) {
  return (
    <li className="teacher-card class-card">
      <h2 className="class-card__name">
        <Link to={classPath(link.GameLinkID)}>{link.GroupName}</Link>
      </h2>
      <p className="class-card__facts">{classFacts(link)}</p>
      <p className="class-card__row">
        <span>{seatsText(link)}</span>
        <ClassStatus active={link.IsGameActive} />
      </p>
      <ClassLink link={link} />
    </li>
  );
}

/** Said once a class is made: its link, ready to copy; focus comes here so it is read out. */
function Created({ link }: { link: TeacherLink }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [link.GameLinkID]);
  return (
    <section className="notice notice--success class-created" aria-labelledby="class-created">
      <PartyPopper className="notice__icon" aria-hidden="true" size={32} />
      <div>
        <h2 id="class-created" ref={heading} tabIndex={-1} className="class-created__title">
          {link.GroupName} is ready
        </h2>
        <p>
          Hand your students this link, or show them the class code. They sign up with it and start
          playing.
        </p>
        <ClassLink link={link} />
        <ClassCode link={link} />
      </div>
    </section>
  );
}

/** What the class page said as it came back here after deleting a class, if it did. */
function deletedWords(state: unknown): string | null {
  const said = (state as Partial<ClassDeletedState> | null)?.deleted;
  return typeof said === 'string' ? said : null;
}

/** /teacher/classes: my classes with their links to copy, and a form to create one. */
export function ClassesPage() {
  const links = useLinks();
  const [created, setCreated] = useState<TeacherLink | null>(null);
  const deleted = deletedWords(useLocation().state);
  // The class page came here keeping focus (keepFocus) so that it lands on what was done.
  const deletedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => deletedNotice.current?.focus(), [deleted]);
  return (
    <div className="teacher-page">
      <h1 className="teacher-page__title">My classes</h1>
      <div className="classes-layout">
        <section aria-label="Your classes" className="classes-layout__list">
          {deleted && !created ? (
            <p
              ref={deletedNotice}
              tabIndex={-1}
              className="notice notice--success class-deleted"
              role="status"
            >
              <CircleCheck className="notice__icon" aria-hidden="true" size={28} />
              <span className="notice__message">{deleted}</span>
            </p>
          ) : null}
          {created ? <Created link={created} /> : null}
          <ScreenList
            read={links}
            loadingLabel="Loading your classes…"
            empty="No classes yet. Create your first one: you'll get a link to hand your students."
            className="class-list"
          >
            {(link) => <ClassCard key={link.GameLinkID} link={link} />}
          </ScreenList>
        </section>
        <div className="teacher-card classes-layout__form">
          {/* A new form after each class: its fields empty and not yet marked as left. */}
          <CreateClassForm key={created?.GameLinkID ?? 'first'} onCreated={setCreated} />
        </div>
      </div>
    </div>
  );
}
