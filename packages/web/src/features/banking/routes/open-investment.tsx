import { OpenProduct } from '../components/open-product';
import { INVESTMENTS } from '../products';

/** /app/dashboard/banking/open-investment-account/:id */
export const OpenInvestment = () => <OpenProduct shelf={INVESTMENTS} />;
