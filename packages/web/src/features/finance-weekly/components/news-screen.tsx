import type { ReactNode } from 'react';
import { AppScreen } from '../../../components/app-screen';
import { FINANCE_WEEKLY_ACCENT, FINANCE_WEEKLY_PATH } from '../paths';

/**
 * A Finance Weekly screen below its front page: the app's title bar, and Back to the front page
 * ('News') unless the screen goes back elsewhere (a past article goes back to the archive).
 */
export function NewsScreen({
  backTo = FINANCE_WEEKLY_PATH,
  backLabel = 'News',
  action,
  children,
}: {
  backTo?: string;
  backLabel?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppScreen
      title="Finance Weekly"
      backTo={backTo}
      backLabel={backLabel}
      accent={FINANCE_WEEKLY_ACCENT}
      action={action}
    >
      {children}
    </AppScreen>
  );
}
