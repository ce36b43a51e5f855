import { ChooseProduct } from '../components/choose-product';
import { INVESTMENTS } from '../products';

/** /app/dashboard/banking/choose-investment */
export const ChooseInvestment = () => <ChooseProduct shelf={INVESTMENTS} />;
