import { AUTH_MESSAGES } from '@mc/contract';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageCard } from './page-card';

/** A password-reset e-mail is on its way (spec part 1 section 5's words), then what to do. */
export function ResetSent({ children }: { children: ReactNode }) {
  return (
    <PageCard title="Check your email">
      <div className="notice notice--success" role="status">
        <MailCheck className="notice__icon" aria-hidden="true" size={32} />
        <p className="notice__message">{AUTH_MESSAGES.resetSent}</p>
      </div>
      {children}
    </PageCard>
  );
}
