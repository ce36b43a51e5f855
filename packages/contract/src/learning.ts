import { z } from 'zod';
import { resultSchema } from './result-schema';

// A class's learning on the money check (issue 33): each student's right answers before week 1
// and to the same questions in the end quiz, and the class's matched figures. Only students who
// did both count in the class's figures; the effect size is that of matched pairs (d_z: the mean
// of the differences over their standard deviation), with an approximate 95% interval.

/** The plain-words reading a teacher sees beside the figures. */
export const LEARNING_READING =
  'Raw gain: students also improve by taking a test twice, so this is not proof that the game caused it. Set it beside the research: school financial education programmes average about a third of a standard deviation (Kaiser and Menkhoff 2020).';

export interface LearningShare {
  /** A topic ('scams') or a question's words. */
  Topic: string;
  /** The share right before and after (0 to 1), among the students who did both; null: none did. */
  Before: number | null;
  After: number | null;
}

/**
 * Beside a topic's gain, what the class did in the game that the topic teaches (issue 33), from
 * the ledger and the badges of the students who count: a sum of money ('Late and dishonour fees
 * paid') or a habit ('Kept their plan four weeks running').
 */
export interface LearningInPlay {
  /** What was counted, in a teacher's words. */
  Label: string;
  /** The students who count in the class's figures. */
  Students: number;
  /** How many of them it applies to (paid any, earned it). */
  StudentsWith: number;
  /** For money: the mean per student in dollars, over all who count (null for a habit). */
  Mean: number | null;
}

export interface LearningTopic extends LearningShare {
  /** What the class did in the game that the topic teaches; null where nothing is counted. */
  InPlay: LearningInPlay | null;
}

export interface LearningStudentRow {
  Name: string;
  /** Right answers of the check's questions; null until done. */
  Before: number | null;
  After: number | null;
}

export interface ClassLearning {
  /** The check's questions (12), or 0 for a class without the check. */
  Questions: number;
  /** Students who answered the check and the end quiz: they alone count below. */
  Students: number;
  MeanBefore: number | null;
  MeanAfter: number | null;
  MeanGain: number | null;
  EffectSize: number | null;
  EffectSizeLow: number | null;
  EffectSizeHigh: number | null;
  Topics: LearningTopic[];
  Items: LearningShare[];
  Rows: LearningStudentRow[];
  Reading: string;
}

export const classLearningSchema = resultSchema<ClassLearning>()(
  z
    .object({
      Questions: z.number().int(),
      Students: z.number().int(),
      MeanBefore: z.number().nullable(),
      MeanAfter: z.number().nullable(),
      MeanGain: z.number().nullable(),
      EffectSize: z.number().nullable(),
      EffectSizeLow: z.number().nullable(),
      EffectSizeHigh: z.number().nullable(),
      Topics: z.array(
        z.object({
          Topic: z.string(),
          Before: z.number().nullable(),
          After: z.number().nullable(),
          InPlay: z
            .object({
              Label: z.string(),
              Students: z.number().int(),
              StudentsWith: z.number().int(),
              Mean: z.number().nullable(),
            })
            .nullable(),
        }),
      ),
      Items: z.array(
        z.object({
          Topic: z.string(),
          Before: z.number().nullable(),
          After: z.number().nullable(),
        }),
      ),
      Rows: z.array(
        z.object({ Name: z.string(), Before: z.number().nullable(), After: z.number().nullable() }),
      ),
      Reading: z.string(),
    })
    .meta({ id: 'ClassLearning' }),
);

/** Rounded for a report: two decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The matched pairs' figures: the means, the mean gain, and d_z with its 95% interval by the usual
 * normal approximation (standard error sqrt(1/n + d_z^2 / (2n))). Null where there are too few
 * pairs (an effect size needs two, and differences that are not all the same).
 */
export function matchedFigures(pairs: readonly { before: number; after: number }[]) {
  const n = pairs.length;
  if (n === 0)
    return {
      meanBefore: null,
      meanAfter: null,
      meanGain: null,
      effectSize: null,
      low: null,
      high: null,
    };
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const gains = pairs.map((p) => p.after - p.before);
  const meanGain = mean(gains);
  const figures = {
    meanBefore: round2(mean(pairs.map((p) => p.before))),
    meanAfter: round2(mean(pairs.map((p) => p.after))),
    meanGain: round2(meanGain),
  };
  if (n < 2) return { ...figures, effectSize: null, low: null, high: null };
  const sd = Math.sqrt(gains.reduce((sum, g) => sum + (g - meanGain) ** 2, 0) / (n - 1));
  if (sd === 0) return { ...figures, effectSize: null, low: null, high: null };
  const d = meanGain / sd;
  const se = Math.sqrt(1 / n + (d * d) / (2 * n));
  return {
    ...figures,
    effectSize: round2(d),
    low: round2(d - 1.96 * se),
    high: round2(d + 1.96 * se),
  };
}
