import { CircleCheck, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { AppScreen } from '../../../components/app-screen';
import { allReads, ScreenState } from '../../../components/screen-state';
import { useBankAccounts } from '../../../lib/payment-sources';
import { isLockedProduct, LOCKED_EXPLANATION } from '../lock';
import { BANK_ACCENT, BANK_PATH } from '../paths';
import type { ProductShelf } from '../products';
import { ProductCard } from './product-card';
import '../banking.css';

/** A shelf of the bank's products as cards to compare; each opens its own form. */
export function ChooseProduct({ shelf }: { shelf: ProductShelf }) {
  const types = shelf.useTypes();
  const accounts = useBankAccounts();
  const heldTypes = new Set(
    shelf.oneOfEach ? (accounts.data ?? []).map((account) => account.AccountTypeID) : [],
  );
  const anyLocked = (types.data ?? []).some((type) => isLockedProduct(type, accounts.data));

  return (
    <AppScreen title={shelf.screenTitle} backTo={BANK_PATH} accent={BANK_ACCENT}>
      <p className="bank-lead">{shelf.lead}</p>
      {accounts.data && anyLocked ? (
        <p className="money-note money-note--warning">
          <Lock aria-hidden="true" size={18} />
          <span>{LOCKED_EXPLANATION}</span>
        </p>
      ) : null}
      <ScreenState
        read={allReads(types, accounts)}
        data={types.data}
        loadingLabel={shelf.loading}
        isEmpty={(offered) => offered.length === 0}
        empty={shelf.empty}
      >
        {(offered) => (
          <ul className="list product-list">
            {offered.map((type) => (
              <li key={type.ID}>
                <ProductCard product={type}>
                  {heldTypes.has(type.ID) ? (
                    <p className="product-card__status">
                      <CircleCheck aria-hidden="true" size={18} />
                      You already have this account.
                    </p>
                  ) : isLockedProduct(type, accounts.data) ? (
                    <p className="product-card__status">
                      <Lock aria-hidden="true" size={18} />
                      Locked until you open a transaction account.
                    </p>
                  ) : (
                    <Link className="button button--block" to={shelf.openPath(type.ID)}>
                      Choose {type.Title}
                    </Link>
                  )}
                </ProductCard>
              </li>
            ))}
          </ul>
        )}
      </ScreenState>
    </AppScreen>
  );
}
