import { dollarsToCents, type MoneyProblem } from '@mc/contract';
import { useState } from 'react';
import { onlyChoice } from '../components/account-select';
import { parseMoney } from '../components/money-input';
import type { SelectOption } from '../components/select-field';
import { focusFirstError } from './focus-first-error';
import { failureMessage } from './game-queries';
import { useTransferSteps } from './use-transfer-steps';

/** Dollars typed by the player, in cents; NaN when the text is not an amount. */
export function typedCents(text: string): number {
  const dollars = parseMoney(text);
  return Number.isSafeInteger(Math.round(dollars * 100)) ? dollarsToCents(dollars) : Number.NaN;
}

/**
 * What a payment form asks the player to choose: where the money comes from, for a transfer where
 * it goes, and for a purchase what is bought (a credit card; later a shop's item).
 */
export type PaymentChoice = 'source' | 'target' | 'item';
export type PaymentField = PaymentChoice | 'amount';

/** A broken rule and the field it is shown under: the contract's money rules, or "choose one". */
export type PaymentProblem = MoneyProblem | { field: 'item'; message: string };

interface PaymentFormOptions {
  /** The source the player came from, chosen at the start. */
  sourceId?: string | undefined;
  /**
   * False when the amount is fixed (a bill, a card's fee): there is no amount input, so "not
   * enough money" shows under the source that lacks it.
   */
  typedAmount?: boolean;
}

export interface PaymentSubmit<T> {
  /** The form's id, so focus can move to the first field in error. */
  formId: string;
  /** The contract's money rules on what the player chose: the first one broken, or null. */
  check: () => PaymentProblem | null;
  send: () => Promise<T>;
  /** Called a second after the server said yes (the button shows success meanwhile). */
  onDone: (result: T) => void;
}

/**
 * The state every money-moving form shares (spec part 1 sections 2, 4 and 5): the accounts
 * chosen, the amount as typed, the first broken rule (shown under its field until the player
 * changes something), the server's refusal (for the message popup), and the button's step.
 */
export function usePaymentForm({ sourceId = '', typedAmount = true }: PaymentFormOptions = {}) {
  const { step, run } = useTransferSteps();
  const [chosen, setChosen] = useState<Record<PaymentChoice, string>>({
    source: sourceId,
    target: '',
    item: '',
  });
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const errorOf = (field: PaymentField): string | undefined => {
    if (!problem) return undefined;
    const shownUnder = problem.field === 'amount' && !typedAmount ? 'source' : problem.field;
    return shownUnder === field ? problem.message : undefined;
  };

  async function submit<T>({ formId, check, send, onDone }: PaymentSubmit<T>) {
    if (step !== 'idle') return;
    const found = check();
    setProblem(found);
    if (found) {
      focusFirstError(formId);
      return;
    }
    const error = await run(send, onDone);
    if (error) setFailure(failureMessage(error));
  }

  return {
    step,
    chosen,
    /** The value chosen in a dropdown of these options; its only option counts as chosen. */
    chosenId: (field: PaymentChoice, options: readonly SelectOption[]) =>
      onlyChoice(chosen[field], options),
    amountText,
    amountCents: typedCents(amountText),
    choose: (field: PaymentChoice, value: string) => {
      setChosen((current) => ({ ...current, [field]: value }));
      setProblem(null);
    },
    enterAmount: (text: string) => {
      setAmountText(text);
      setProblem(null);
    },
    errorOf,
    submit,
    failure,
    dismissFailure: () => setFailure(null),
  };
}

export type PaymentFormState = ReturnType<typeof usePaymentForm>;
