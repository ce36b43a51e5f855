import {
  PLAN_KEYS,
  PLAN_LABELS,
  PLANNER_MESSAGES,
  type PlanKey,
  type PlannerSummary,
} from '@mc/contract';
import { useState } from 'react';
import { useGameOver } from '../../../lib/game-over';
import { failureMessages } from '../../../lib/game-queries';
import { budgetText } from '../../../lib/money-display';
import { useFormAction } from '../../../lib/use-form';
import { useSaveBudget } from '../api/save-budget';
import { planLeft, planOf, planTexts, samePlan } from '../lib/plan-maths';
import { PlanSlider } from './plan-slider';
import { RemainingStatus } from './remaining-status';
import { SaveButton, SavedNote, SaveFailure } from './save-parts';

const FORM_ID = 'plan-form';

/** The spec's three groups, each with a line on what its amounts are for. */
const GROUPS = [
  {
    name: 'Spending',
    about:
      'Bills beyond your weekly expenses (a surprise bill, paying off what you owe), and goods you choose to buy.',
  },
  { name: 'Saving', about: 'Money kept in a savings account for later.' },
  { name: 'Investing', about: 'Money put to work in shares or a fixed term investment.' },
] as const;

/** Nothing to check before a plan is sent: each box is capped at what remains as it is typed. */
const noChecks = () => ({});

const keysOf = (group: (typeof GROUPS)[number]['name']): PlanKey[] =>
  PLAN_KEYS.filter((key) => PLAN_LABELS[key].group === group);

/**
 * The planning tool (spec part 2 sections 2 and 5): five amounts in three groups, each a slider
 * and a whole-dollar box capped at what remains; REMAINING in words; SAVE MY PLAN. A failed save
 * keeps the player's edits and shows the server's messages; a saved plan says so until edited.
 */
export function PlanTool({ summary }: { summary: PlannerSummary }) {
  const plannable = summary.Plannable;
  const gameOver = useGameOver();
  const save = useSaveBudget();
  const [cappedKey, setCappedKey] = useState<PlanKey | null>(null);
  const { form, busy, failure, submit, dismissFailure } = useFormAction<PlanKey, string[]>(
    planTexts(summary.Plan),
    noChecks,
    async (entered) => {
      setCappedKey(null);
      await save.mutateAsync(planOf(entered));
    },
    failureMessages,
  );
  const texts = form.values;
  const plan = planOf(texts);
  const left = planLeft(plan, plannable);
  const saved = summary.IsPlanSaved && samePlan(plan, summary.Plan);
  const disabled = plannable <= 0 || gameOver;

  const change = (key: PlanKey, text: string, capped: boolean) => {
    form.setValues((current) => ({ ...current, [key]: text }));
    setCappedKey(capped ? key : null);
    dismissFailure();
  };

  return (
    <section className="card budget-card plan-tool" aria-labelledby="plan-title">
      <h2 id="plan-title" className="budget-card__title">
        Plan what remains
      </h2>
      {plannable > 0 ? (
        <p className="budget-card__note">
          Give each of your {budgetText(plannable)} a job: drag a slider or type an amount. A plan
          moves no money: it is your goal for the week, and when the week ends you will see how it
          went.
        </p>
      ) : (
        <p className="money-note">{PLANNER_MESSAGES.nothingRemaining}</p>
      )}
      <form id={FORM_ID} className="plan-form" noValidate onSubmit={submit}>
        {GROUPS.map((group) => (
          <fieldset key={group.name} className="plan-group" disabled={disabled}>
            <legend className="plan-group__name">{group.name}</legend>
            <p className="plan-group__about">{group.about}</p>
            {keysOf(group.name).map((key) => (
              <PlanSlider
                key={key}
                planKey={key}
                text={texts[key]}
                plannable={plannable}
                disabled={disabled}
                capped={cappedKey === key}
                onChange={(text, capped) => change(key, text, capped)}
              />
            ))}
          </fieldset>
        ))}
      </form>
      {/* REMAINING is held at the bottom of the screen while the plan is in view, so it shows as
          the sliders move; it scrolls away with the plan. */}
      <div className="plan-remaining-bar">
        <RemainingStatus left={left} />
      </div>
      <SaveFailure messages={failure} className="plan-notice" />
      {gameOver ? null : (
        <SaveButton
          label="SAVE MY PLAN"
          saving={busy}
          disabled={plannable <= 0}
          className="button button--block"
          form={FORM_ID}
        />
      )}
      <SavedNote shown={saved} className="plan-saved">
        Plan saved for week {summary.Week}
      </SavedNote>
    </section>
  );
}
