import type { Communication } from '@mc/contract';
import { Landmark, Mail, Receipt } from 'lucide-react';
import { LinkTabs } from '../../../components/link-tabs';
import { EMAIL_CATEGORIES, EMAIL_HOME } from './format';

const ICONS = { 0: Mail, 1: Receipt, 2: Landmark } as const;

/** The three folders as a segmented control; each shows how many emails are unread. */
export function CategoryNav({
  current,
  emails,
}: {
  current: 0 | 1 | 2;
  emails: readonly Communication[];
}) {
  const tabs = EMAIL_CATEGORIES.map((category) => ({
    id: String(category.id),
    name: category.name,
    to: `${EMAIL_HOME}/${category.id}`,
    Icon: ICONS[category.id],
    count: emails.filter((e) => e.Category === category.id && !e.IsRead).length,
    countLabel: 'unread',
  }));
  return <LinkTabs label="Email folders" tabs={tabs} current={String(current)} />;
}
