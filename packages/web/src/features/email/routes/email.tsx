import type { Communication } from '@mc/contract';
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { ConfirmDialog } from '../../../components/dialog';
import { LoadingState } from '../../../components/loading-state';
import { RichText } from '../../../components/rich-text';
import { useQuery } from '@tanstack/react-query';
import { gameKey } from '../../../lib/game-queries';
import { CREDIT_CARD_PATH, getCreditCard } from '../../../lib/payment-sources';
import { useAnswerOffer, type OfferChoice } from '../api/action-communication';
import { useDeleteEmail } from '../api/delete-communication';
import { useEmail } from '../api/get-communication';
import { useGameApp } from '../../../lib/game-apps';
import { usePaySlipEmail } from '../api/get-pay-slip';
import { useReadEmail } from '../api/read-communication';
import { BillDetails } from '../components/bill-details';
import { isPayableTag } from '../components/bill-tag';
import { CollectorDetails } from '../components/collector-details';
import { FailurePopup } from '../../../components/failure-popup';
import { EMAIL_ACCENT, EMAIL_HOME, parseCategory } from '../components/format';
import { OfferPanel } from '../components/offer-panel';
import { PaySlipDetails } from '../components/pay-slip-details';
import { StatementDetails } from '../components/statement-details';
import { VirusScreen } from '../components/virus-screen';
import '../email.css';

/** A scam answered 'accept' by email: the virus screen shows before the lesson. */
const isAcceptedEmailScam = (email: Communication): boolean =>
  email.Actioned &&
  email.Accepted &&
  email.RedFlags.length > 0 &&
  email.CommunicationType !== 'TextMessageInstance';

/** One email (/emails/mail/:id/:categoryID): opening it marks it read. */
export function EmailPage() {
  const { id = '', categoryID } = useParams();
  const backTo = `${EMAIL_HOME}/${parseCategory(categoryID) ?? 0}`;
  const navigate = useNavigate();
  const app = useGameApp('Email');
  const email = useEmail(id);
  const data = email.data;
  const remove = useDeleteEmail();
  const answer = useAnswerOffer();
  const { mutate: markRead, error: readError } = useReadEmail();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const [virusDone, setVirusDone] = useState(false);
  const outcomeRef = useRef<HTMLElement>(null);
  const readSent = useRef<string | null>(null);

  useEffect(() => {
    if (!data || data.IsRead || readSent.current === data.ID) return;
    readSent.current = data.ID;
    markRead({ CommunicationID: data.ID });
  }, [data, markRead]);

  const closeVirus = useCallback(() => {
    setVirusDone(true);
    window.setTimeout(() => {
      outcomeRef.current?.focus({ preventScroll: true });
      outcomeRef.current?.scrollIntoView?.({ block: 'start' });
    }, 0);
  }, []);

  // Once deleted, the email's own refresh fails; that is expected, not worth a popup.
  const deleting = remove.isPending || remove.isSuccess;
  const loadError = deleting ? null : email.error;

  const onAnswer = (choice: OfferChoice) => {
    answer.mutate(
      {
        ActionableInstanceID: id,
        CommunicationsAppInstanceID: app.appId ?? null,
        GameAppInstanceID: data?.ActionGameAppInstanceID ?? null,
        Choice: choice,
      },
      { onSuccess: () => setAcceptedNow(choice === 'accept') },
    );
  };

  const payable = data?.Bill ? isPayableTag(data.Bill.Tag) : false;
  const action = payable ? (
    <Link className="button button--block" to={`${EMAIL_HOME}/pay-bills/${encodeURIComponent(id)}`}>
      Pay bill
    </Link>
  ) : undefined;

  return (
    <AppScreen
      title="Email"
      backTo={backTo}
      backLabel="Inbox"
      accent={EMAIL_ACCENT}
      action={action}
    >
      {data ? (
        <>
          <EmailBody email={data} onDelete={() => setConfirmDelete(true)} deleting={deleting} />
          <EmailExtras email={data} />
          {data.IsActionable ? (
            <OfferPanel
              email={data}
              onAnswer={onAnswer}
              pending={answer.isPending ? (answer.variables?.Choice ?? null) : null}
              outcomeRef={outcomeRef}
            />
          ) : null}
          <VirusScreen
            open={acceptedNow && !virusDone && isAcceptedEmailScam(data)}
            onDone={closeVirus}
          />
        </>
      ) : email.isPending ? (
        <LoadingState label="Opening your email…" />
      ) : (
        <p className="empty-state">We couldn&apos;t open this email.</p>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this email?"
        acceptLabel="Delete"
        declineLabel="Keep it"
        onDecline={() => setConfirmDelete(false)}
        onAccept={() => {
          setConfirmDelete(false);
          remove.mutate(
            { CommunicationID: id },
            { onSuccess: () => void navigate(backTo, { replace: true }) },
          );
        }}
      >
        <p>
          {payable
            ? 'This bill is not paid yet. Once the email is gone you can’t pay it from Email.'
            : 'You can’t get it back once it’s deleted.'}
        </p>
      </ConfirmDialog>
      <FailurePopup
        error={loadError}
        onClose={() => {
          if (!data) void navigate(backTo, { replace: true });
        }}
      />
      <FailurePopup error={remove.error ?? answer.error ?? readError ?? app.error} />
    </AppScreen>
  );
}

function EmailBody({
  email,
  onDelete,
  deleting,
}: {
  email: Communication;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <article className="card email-message" aria-labelledby="email-subject">
      <header className="split-row email-message__head">
        <div>
          <h2 id="email-subject" className="email-message__subject">
            {email.Subject}
          </h2>
          <p className="email-message__meta">
            From <strong>{email.From}</strong>
            <span aria-hidden="true"> · </span>
            <span>Week {email.Week}</span>
          </p>
        </div>
        <button
          type="button"
          className="button button--secondary button--small email-message__delete"
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 aria-hidden="true" size={18} />
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </header>
      <RichText className="rich-text email-message__content" markup={email.Content} />
    </article>
  );
}

/** What an email carries besides its words: a bill, pay slip, statement or collection. */
function EmailExtras({ email }: { email: Communication }) {
  const needsPaySlip = email.CommunicationType === 'PaySlipEmailInstance' && !email.PaySlip;
  const paySlip = usePaySlipEmail(email.ID, needsPaySlip);
  const isStatement =
    email.CommunicationType === 'CreditCardStatementEmailInstance' && Boolean(email.Statement);
  // The card gives the statement its number and says whether a later statement replaced it.
  const card = useQuery({
    queryKey: gameKey(CREDIT_CARD_PATH),
    queryFn: getCreditCard,
    enabled: isStatement,
  });
  switch (email.CommunicationType) {
    case 'PaySlipEmailInstance': {
      const slip = email.PaySlip ?? paySlip.data?.PaySlip;
      return slip ? <PaySlipDetails paySlip={slip} /> : null;
    }
    case 'CreditCardStatementEmailInstance':
      return email.Statement ? (
        <StatementDetails statement={email.Statement} card={card.data} />
      ) : null;
    case 'DebtCollectorEmailInstance':
      return <CollectorDetails email={email} />;
    case 'BillEmailInstance':
    case 'EmailInstance':
    case 'EmploymentSubmissionEmailInstance':
    case 'RandomEventEmailInstance':
    case 'iBuyItemForSaleEmailInstance':
    case 'TextMessageInstance':
      return email.Bill ? <BillDetails bill={email.Bill} /> : null;
  }
}
