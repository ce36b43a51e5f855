import { OpenProduct } from '../components/open-product';
import { ACCOUNTS } from '../products';

/** /app/dashboard/banking/open-account/:id */
export const OpenAccount = () => <OpenProduct shelf={ACCOUNTS} />;
