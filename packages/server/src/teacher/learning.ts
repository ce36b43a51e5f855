import {
  centsToDollars as $,
  LEARNING_READING,
  matchedFigures,
  type ClassLearning,
  type LearningInPlay,
  type LearningShare,
} from '@mc/contract';
import { topicLabel } from '@mc/content';
import {
  learningInPlay,
  learningRows,
  pretestItems,
  type LearningRow as ItemRow,
  type PlayMeasure,
} from '@mc/engine';
import type { Db } from '../db/connect';
import { headOf } from '../instances/head';
import { loadInstance } from '../instances/storage';
import { gamesOnLink } from './class-rows';

// A class's learning on the money check (issue 33; contract/src/learning.ts): each student's first
// game on the link (a second slot's answers do not count, nor a practice game's), their right
// answers before week 1 and to the same questions in the end quiz, and the class's figures over
// the students who did both; beside each topic, what those students did in the game that the
// topic teaches (engine/src/pretest/in-play.ts).

const fullName = (name: string, surname: string | null) =>
  [name, surname].filter(Boolean).join(' ');

/**
 * What the students who count did in the game for a topic (learning beside play): how many paid
 * or earned any of it or kept the habit, and for money the mean per student.
 */
function inPlay(measures: readonly PlayMeasure[][], topic: string): LearningInPlay | null {
  const mine = measures.flatMap((player) => player.filter((m) => m.topic === topic));
  const first = mine[0];
  if (!first) return null;
  return {
    Label: first.label,
    Students: mine.length,
    StudentsWith: mine.filter((m) => m.has).length,
    Mean:
      first.kind === 'money'
        ? $(Math.round(mine.reduce((sum, m) => sum + m.amountCents, 0) / mine.length))
        : null,
  };
}

/** The share right (0 to 1, two decimals) of one side of some answers, or null for none. */
function share(rows: readonly ItemRow[], side: 'before' | 'after'): number | null {
  if (rows.length === 0) return null;
  return Math.round((rows.filter((row) => row[side]).length / rows.length) * 100) / 100;
}

export async function classLearning(db: Db, gameLinkId: string): Promise<ClassLearning> {
  const games = await gamesOnLink(db, gameLinkId);
  const seen = new Set<string>();
  const students: { name: string; rows: ItemRow[]; play: PlayMeasure[] }[] = [];
  let questions = 0;
  for (const game of games) {
    const head = headOf(game);
    if (!head || head.is_practice === 1 || seen.has(game.player_id)) continue;
    seen.add(game.player_id);
    const stored = await loadInstance(db, game.id, head);
    if (!stored) continue;
    questions = Math.max(questions, pretestItems(stored.state, stored.content).length);
    students.push({
      name: fullName(game.player_name, game.surname),
      rows: learningRows(stored.state, stored.content),
      play: learningInPlay(stored.state),
    });
  }
  const score = (rows: readonly ItemRow[], side: 'before' | 'after') =>
    rows.length > 0 && rows.every((row) => row[side] !== null)
      ? rows.filter((row) => row[side]).length
      : null;
  const scored = students.map((s) => ({
    ...s,
    before: score(s.rows, 'before'),
    after: score(s.rows, 'after'),
  }));
  const matched = scored.filter(
    (s): s is typeof s & { before: number; after: number } => s.before !== null && s.after !== null,
  );
  const figures = matchedFigures(matched);
  // Per question and per topic: the matched students' answers, in the check's order.
  const answers = matched.flatMap((s) => s.rows);
  const items: LearningShare[] = [];
  const topics = new Map<string, ItemRow[]>();
  for (const id of [...new Set(answers.map((row) => row.item.id))]) {
    const rows = answers.filter((row) => row.item.id === id);
    const item = rows[0]!.item;
    items.push({ Topic: item.text, Before: share(rows, 'before'), After: share(rows, 'after') });
    topics.set(item.topic, [...(topics.get(item.topic) ?? []), ...rows]);
  }
  return {
    Questions: questions,
    Students: matched.length,
    MeanBefore: figures.meanBefore,
    MeanAfter: figures.meanAfter,
    MeanGain: figures.meanGain,
    EffectSize: figures.effectSize,
    EffectSizeLow: figures.low,
    EffectSizeHigh: figures.high,
    Topics: [...topics].map(([topic, rows]) => ({
      Topic: topicLabel(topic),
      Before: share(rows, 'before'),
      After: share(rows, 'after'),
      InPlay: inPlay(
        matched.map((s) => s.play),
        topic,
      ),
    })),
    Items: items,
    Rows: scored
      .map((s) => ({ Name: s.name, Before: s.before, After: s.after }))
      .sort((a, b) => a.Name.localeCompare(b.Name, 'en-AU')),
    Reading: LEARNING_READING,
  };
}
