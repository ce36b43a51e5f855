import type { LucideIcon } from 'lucide-react';
import './inbox.css';

/** An empty inbox (Email's folders, Messages): the app's icon, 'No Messages Received' and a hint. */
export function InboxEmpty({ Icon, hint }: { Icon: LucideIcon; hint: string }) {
  return (
    <div className="empty-state inbox-empty">
      <Icon aria-hidden="true" size={40} />
      <p className="inbox-empty__title">No Messages Received</p>
      <p>{hint}</p>
    </div>
  );
}
