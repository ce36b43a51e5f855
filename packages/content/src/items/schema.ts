// The shape of the item catalogue (My Stuff, uShop, iBuy): what each thing costs new, whether it is a
// need (a job asks for it), useful or a pure want, how its value moves week by week and what a good
// second-hand one fetches on an auction site. The engine's ItemType is the contract for the fields
// it reads; the check at the end makes sure a catalogue item is assignable to it.
import type { ItemType } from '@mc/engine/items/content';
import { z } from 'zod';
import { personaKeySchema } from '../schemas';

export const ITEM_KINDS = [
  'phone',
  'laptop',
  'bike',
  'vehicle',
  'licence',
  'certificate',
  'clothes',
  'tickets',
  'gaming',
  'furniture',
  'textbooks',
  'sports',
  'tools',
  'collectable',
  'music',
] as const;
export const itemKindSchema = z.enum(ITEM_KINDS);
export type ItemKind = z.infer<typeof itemKindSchema>;

/** Needs versus wants: a job asks for it, it saves money or time, or it is just nice to have. */
export const ITEM_PURPOSES = ['job', 'useful', 'want'] as const;
export const itemPurposeSchema = z.enum(ITEM_PURPOSES);
export type ItemPurpose = z.infer<typeof itemPurposeSchema>;

/** Kinds that are rights or bookings rather than goods: they never change value or resell. */
export const NON_RESALEABLE_KINDS: readonly ItemKind[] = ['licence', 'certificate', 'tickets'];

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[<>]/.test(text), { message: 'Plain text: no markup' });

/** Sentences end in . ! or ? followed by a space or the end (so "$1,399" or "e.g" do not count). */
export function sentenceCount(text: string) {
  return text.split(/[.!?](?:\s+|$)/).filter((part) => part.trim() !== '').length;
}

const description = plainText
  .max(240)
  .refine((text) => sentenceCount(text) >= 1 && sentenceCount(text) <= 2, {
    message: 'One or two friendly sentences',
  });

export const catalogueItemSchema = z
  .object({
    id,
    title: plainText.max(60),
    description,
    kind: itemKindSchema,
    purpose: itemPurposeSchema,
    /** What it costs new in 2025, in cents (at most $100,000, iBuy's sell limit). */
    priceCents: z.number().int().positive().max(10_000_000),
    /** Where the price comes from: a retailer or category and year, or 'estimate: ...'. */
    source: plainText,
    /** How the value moves in a year, as a fraction: -0.35 loses about 35%, +0.1 gains 10%. */
    valueChangePerYear: z.number().min(-0.9).max(0.5),
    /** Whether it can be listed on iBuy (licences, certificates and tickets cannot). */
    resaleable: z.boolean(),
    /** The fraction off the new price a good second-hand one sells for on an auction site. */
    usedDiscount: z.number().min(0).max(0.95),
    /** Where valueChangePerYear and usedDiscount come from, or 'estimate: ...'. */
    valueSource: plainText,
    /** The personas it fits; absent means all of them. */
    personas: z
      .array(personaKeySchema)
      .min(1)
      .refine((keys) => new Set(keys).size === keys.length, { message: 'each persona once' })
      .optional(),
    /** The picture shipped with the web app, under packages/web/public. */
    image: z.string(),
    /** What owning it costs and saves (a car's bills and fuel, a bike's fares saved). */
    use: z
      .object({
        bills: z
          .array(
            z.object({
              id,
              title: plainText.max(60),
              payee: plainText.max(60),
              category: z.enum([
                'rent',
                'food',
                'travel',
                'phone',
                'utilities',
                'entertainment',
                'other',
              ]),
              amountCents: z.number().int().positive(),
              everyWeeks: z.number().int().min(1).max(52),
              dueAfterWeeks: z.number().int().min(0).max(4),
              lateFeeCents: z.number().int().min(0),
              source: plainText,
            }),
          )
          .optional(),
        spending: z
          .array(
            z.object({
              id,
              title: plainText.max(60),
              payee: plainText.max(60),
              category: z.enum(['travel', 'food', 'entertainment']),
              amountCents: z.number().int().positive(),
              everyWeeks: z.number().int().min(1).max(52),
              source: plainText,
            }),
          )
          .optional(),
        travelSaving: z.number().min(0).max(1).optional(),
        savingSource: plainText.optional(),
      })
      .refine((use) => use.travelSaving === undefined || use.savingSource !== undefined, {
        message: 'a saving names its source',
      })
      .optional(),
  })
  .refine((item) => item.image === `items/${item.id}.svg`, {
    message: "image is 'items/<id>.svg'",
    path: ['image'],
  })
  .refine((item) => item.resaleable || item.usedDiscount === 0, {
    message: 'something that cannot be resold has no used discount',
    path: ['usedDiscount'],
  })
  .refine(
    (item) =>
      !NON_RESALEABLE_KINDS.includes(item.kind) ||
      (!item.resaleable && item.valueChangePerYear === 0),
    {
      message: 'licences, certificates and tickets cannot be resold and their value does not move',
      path: ['resaleable'],
    },
  );

export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

// A catalogue item is an engine ItemType (the jobs' requirement items are read as those).
const _catalogueItemFits: ItemType = {} as CatalogueItem;
