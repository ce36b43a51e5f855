import { Gavel, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { IBUY_PATH, IBUY_SELLING_PATH } from '../paths';

const TABS = [
  { id: 'auctions', name: 'Auctions', to: IBUY_PATH, Icon: Gavel },
  { id: 'selling', name: 'Selling', to: IBUY_SELLING_PATH, Icon: Tag },
] as const;

/** iBuy's two pages as a segmented control: the auctions and my bids, or what I'm selling. */
export function IBuyTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  return (
    <nav className="ibuy-tabs-nav" aria-label="iBuy">
      <ul className="ibuy-tabs">
        {TABS.map(({ id, name, to, Icon }) => (
          <li key={id}>
            <Link
              className="ibuy-tabs__link"
              to={to}
              aria-current={id === current ? 'page' : undefined}
              replace
            >
              <Icon aria-hidden="true" size={18} />
              <span>{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
