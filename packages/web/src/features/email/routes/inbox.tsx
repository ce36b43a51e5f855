import { Inbox } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { LoadingState } from '../../../components/loading-state';
import { useEmails } from '../api/get-communications';
import { useGameApp } from '../../../lib/game-apps';
import { CategoryNav } from '../components/category-nav';
import { EmailRow } from '../components/email-row';
import { FailurePopup } from '../../../components/failure-popup';
import { EMAIL_ACCENT, EMAIL_CATEGORIES, EMAIL_HOME, parseCategory } from '../components/format';
import { InboxEmpty } from '../../../components/inbox-empty';
import '../../../components/inbox.css';
import '../email.css';

/** The inbox: /emails (Messages) and /emails/:categoryID (0 messages, 1 bills, 2 bank). */
export function InboxPage() {
  const { categoryID } = useParams();
  const category = categoryID === undefined ? 0 : parseCategory(categoryID);
  const app = useGameApp('Email');
  const emails = useEmails(app.appId);
  if (category === null) return <Navigate to={EMAIL_HOME} replace />;
  const all = emails.data?.Communications ?? [];
  const shown = all.filter((email) => email.Category === category);
  const name = EMAIL_CATEGORIES[category]?.name ?? 'Messages';
  const loading = app.isPending || (Boolean(app.appId) && emails.isPending);
  return (
    <AppScreen title="Email" accent={EMAIL_ACCENT}>
      <CategoryNav current={category} emails={all} />
      <h2 className="visually-hidden">{name}</h2>
      {loading ? (
        <LoadingState label="Loading your emails…" />
      ) : shown.length === 0 ? (
        <InboxEmpty Icon={Inbox} hint={emptyHint(category)} />
      ) : (
        <ul className="list email-list" aria-label={`${name} emails`}>
          {shown.map((email) => (
            <EmailRow key={email.ID} email={email} category={category} />
          ))}
        </ul>
      )}
      <FailurePopup error={app.error ?? emails.error} />
    </AppScreen>
  );
}

function emptyHint(category: 0 | 1 | 2): string {
  switch (category) {
    case 0:
      return 'Emails from friends, family and businesses will land here.';
    case 1:
      return 'Your bills will show up here when they arrive.';
    case 2:
      return 'Pay slips and card statements will show up here.';
  }
}
