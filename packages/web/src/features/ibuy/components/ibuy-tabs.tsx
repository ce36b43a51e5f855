import { Gavel, Tag } from 'lucide-react';
import { LinkTabs } from '../../../components/link-tabs';
import { IBUY_PATH, IBUY_SELLING_PATH } from '../paths';

const TABS = [
  { id: 'auctions', name: 'Auctions', to: IBUY_PATH, Icon: Gavel },
  { id: 'selling', name: 'Selling', to: IBUY_SELLING_PATH, Icon: Tag },
] as const;

/** iBuy's two pages as a segmented control: the auctions and my bids, or what I'm selling. */
export function IBuyTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  return <LinkTabs label="iBuy" tabs={TABS} current={current} />;
}
