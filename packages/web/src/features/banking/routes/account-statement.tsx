import { StatementScreen } from '../components/statement-screen';
import { ACCOUNT_STATEMENT } from '../statement-views';

/** /app/dashboard/banking/account-statement/:id */
export const AccountStatement = () => <StatementScreen view={ACCOUNT_STATEMENT} />;
