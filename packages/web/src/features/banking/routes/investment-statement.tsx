import { StatementScreen } from '../components/statement-screen';
import { INVESTMENT_STATEMENT } from '../statement-views';

/** /app/dashboard/banking/investment-statement/:id */
export const InvestmentStatement = () => <StatementScreen view={INVESTMENT_STATEMENT} />;
