import type { MouseEvent, ReactNode } from 'react';
import type { PrivacyNotice } from '@mc/contract';
import { LoadingState } from '../../components/loading-state';
import { PageCard } from '../../components/page-card';
import { usePrivacyNotice } from './api/get-privacy';
import {
  CONTACT_TOKEN,
  NO_CONTACT,
  PRIVACY_NOTICE,
  RETENTION_TOKEN,
  retentionWords,
  type NoticeBlock,
} from './privacy-notice';
import './privacy.css';

/** An e-mail address inside the operator's contact ("Ms Lee, privacy@school.edu.au"). */
const EMAIL_ADDRESS = /([^\s@,;:()<>"]+@[^\s@,;:()<>"]+\.[A-Za-z]{2,})/;

/** The operator's contact as written, its e-mail address (if any) a link to write to. */
function Contact({ contact }: { contact: string }) {
  return (
    <span className="privacy-notice__contact">
      {contact.split(EMAIL_ADDRESS).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </span>
  );
}

/** A line of the notice with the server's settings in place of its tokens. */
function filled(text: string, settings: Partial<PrivacyNotice>): ReactNode[] {
  return text.split(/(\{contact\}|\{retention\})/).map((part, index) => {
    if (part === RETENTION_TOKEN) return retentionWords(settings.RetentionDays);
    if (part === CONTACT_TOKEN) return <Contact key={index} contact={settings.Contact ?? ''} />;
    return part;
  });
}

function Block({ block, settings }: { block: NoticeBlock; settings: Partial<PrivacyNotice> }) {
  if (block.kind === 'list')
    return (
      <ul className="privacy-notice__list">
        {block.items.map((item, index) => (
          <li key={index}>{filled(item, settings)}</li>
        ))}
      </ul>
    );
  // Without a contact, the contact's paragraph points to the teacher or school instead.
  if (block.text.includes(CONTACT_TOKEN) && !settings.Contact) return <p>{NO_CONTACT}</p>;
  return <p>{filled(block.text, settings)}</p>;
}

/** Back where the reader came from (a sign-in page), or the home page when opened on its own. */
function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (window.history.length <= 1) return;
  event.preventDefault();
  window.history.back();
}

/**
 * /privacy: the privacy notice of docs/privacy.md, for students and their parents, with who to
 * ask and how long a class's data is kept filled in from the server's settings (GET /api/privacy).
 * Should that read fail, the notice still shows, pointing to the teacher.
 */
export function PrivacyPage() {
  const read = usePrivacyNotice();
  return (
    <PageCard title="Privacy notice" wide privacyLink={false}>
      {read.isPending ? (
        <LoadingState />
      ) : (
        <div className="privacy-notice">
          {PRIVACY_NOTICE.map((block, index) => (
            <Block key={index} block={block} settings={read.data ?? {}} />
          ))}
        </div>
      )}
      <p className="privacy-notice__back">
        <a href="/" onClick={goBack}>
          Back
        </a>
      </p>
    </PageCard>
  );
}
