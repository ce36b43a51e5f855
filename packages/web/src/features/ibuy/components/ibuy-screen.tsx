import type { ReactNode } from 'react';
import { AppScreen } from '../../../components/app-screen';
import { IBUY_ACCENT, IBUY_PATH } from '../paths';

/**
 * A screen below iBuy's tabs (a lot, the answer to a bid or a purchase): iBuy's title and colour,
 * back to iBuy, with its own action and content.
 */
export function IBuyScreen(screen: { action: ReactNode; children: ReactNode }) {
  return (
    <AppScreen title="iBuy" backTo={IBUY_PATH} backLabel="iBuy" accent={IBUY_ACCENT} {...screen} />
  );
}
