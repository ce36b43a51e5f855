import { RISK_LABELS, type Risk } from '@mc/contract';

/** The risk rating in words ('LOW risk'), tinted but never colour alone. */
export function RiskTag({ risk }: { risk: Risk }) {
  return <span className={`risk-tag risk-tag--${risk}`}>{`${RISK_LABELS[risk]} risk`}</span>;
}
