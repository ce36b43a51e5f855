import type { Badge } from '@mc/contract';
import type { BadgeView } from '@mc/engine';

// Badges for lessons learned (issue 29) as the API shows them: on the week's summary, to the
// teacher and on the certificate.

export const presentBadge = (badge: BadgeView): Badge => ({
  ID: badge.id,
  Title: badge.title,
  Description: badge.description,
  Week: badge.week,
});
