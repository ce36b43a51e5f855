import type { ItemPurpose } from '@mc/contract';
import { Briefcase, Sparkles, Wrench } from 'lucide-react';

/** Needs versus wants, in words (an icon too, never colour alone). */
const PURPOSES: Record<ItemPurpose, { text: string; Icon: typeof Briefcase }> = {
  job: { text: 'Needed for work', Icon: Briefcase },
  useful: { text: 'Useful', Icon: Wrench },
  want: { text: 'A want', Icon: Sparkles },
};

export function PurposeTag({ purpose }: { purpose: ItemPurpose }) {
  const { text, Icon } = PURPOSES[purpose];
  return (
    <span className={`tag stuff-tag stuff-tag--${purpose}`}>
      <Icon aria-hidden="true" size={14} />
      {text}
    </span>
  );
}
