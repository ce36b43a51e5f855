import { ChooseProduct } from '../components/choose-product';
import { ACCOUNTS } from '../products';

/** /app/dashboard/banking/choose-account */
export const ChooseAccount = () => <ChooseProduct shelf={ACCOUNTS} />;
