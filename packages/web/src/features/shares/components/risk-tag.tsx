import { RISK_LABELS, type Risk, type Share } from '@mc/contract';

/** The risk rating in words ('LOW risk'), tinted but never colour alone. */
export function RiskTag({ risk }: { risk: Risk }) {
  return <span className={`risk-tag risk-tag--${risk}`}>{`${RISK_LABELS[risk]} risk`}</span>;
}

/** A share card's heading: the company's code and name, and its risk in words. */
export function ShareCardHead({ share, headingId }: { share: Share; headingId: string }) {
  return (
    <div className="share-card__head">
      <h3 className="share-card__title" id={headingId}>
        <span className="share-card__code">{share.Company}</span> {share.Title}
      </h3>
      <RiskTag risk={share.Risk} />
    </div>
  );
}
