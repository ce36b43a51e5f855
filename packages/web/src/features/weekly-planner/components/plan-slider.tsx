import { PLAN_LABELS, type PlanKey } from '@mc/contract';
import { MoneyInput } from '../../../components/money-input';
import { budgetText } from '../../../lib/money-display';
import { capTyped, dollarsAtPercent, dollarsOf, percentOf } from '../lib/plan-maths';

interface PlanSliderProps {
  planKey: PlanKey;
  /** The box's text as typed. */
  text: string;
  plannable: number;
  disabled: boolean;
  /** True when the player just typed more than remains and the box was set to what remains. */
  capped: boolean;
  onChange: (text: string, capped: boolean) => void;
}

/**
 * One amount of the plan: a native slider (0 to 100% of what remains, so it works by mouse, touch,
 * keyboard and screen reader, and says its value in dollars) and a whole-dollar box kept in step
 * with it. Typing more than remains gives what remains, and the note under the box says why.
 */
export function PlanSlider({
  planKey,
  text,
  plannable,
  disabled,
  capped,
  onChange,
}: PlanSliderProps) {
  const { label } = PLAN_LABELS[planKey];
  const dollars = dollarsOf(text);
  const percent = percentOf(dollars, plannable);
  const slider = (
    <input
      className="plan-slider"
      type="range"
      min={0}
      max={100}
      step={1}
      value={percent}
      disabled={disabled}
      aria-label={`${label} (slider)`}
      aria-valuetext={`${budgetText(dollars)}, ${percent}% of what remains`}
      onChange={(event) =>
        onChange(String(dollarsAtPercent(Number(event.target.value), dollars, plannable)), false)
      }
    />
  );
  return (
    <div className="plan-row">
      <MoneyInput
        label={label}
        value={text}
        wholeDollars
        max={plannable}
        disabled={disabled}
        beside={slider}
        onChange={(typed) => {
          const next = capTyped(typed, plannable);
          onChange(next.text, next.capped);
        }}
        onBlur={() => {
          if (text === '') onChange('0', false);
        }}
      />
      <p className="plan-row__note" aria-live="polite">
        {capped ? `${budgetText(plannable)} is the most: it's all that remains.` : ''}
      </p>
    </div>
  );
}
