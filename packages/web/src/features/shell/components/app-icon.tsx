import type { AppInstance } from '@mc/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { APP_LOOKS, appAccessibleName, updateCount } from '../lib/app-looks';

/** The badge's text: '!' when blocked, the update count (99+ at most) when there is news. */
function badgeOf(app: AppInstance): { text: string; kind: 'block' | 'update' } | null {
  if (app.IsDisabled) return null;
  if (app.State === 'block') return { text: '!', kind: 'block' };
  if (app.HasUpdate) {
    return { text: app.UpdateCount > 0 ? updateCount(app) : '•', kind: 'update' };
  }
  return null;
}

/**
 * One rounded app icon with its name under it; every badge is also in the accessible name
 * ('Email, 3 new'). The name comes first in the page and is drawn under the tile, so what is seen
 * reads in the order the name is spoken ("Email 3"): a student using voice control says what
 * they see (WCAG 2.5.3, Label in Name). An app not built yet is greyed, and tapping it asks
 * `onUnavailable` to say so: a button, so it can be reached and pressed like any other app.
 */
export function AppIcon({
  app,
  onUnavailable,
}: {
  app: AppInstance;
  onUnavailable: (app: AppInstance) => void;
}) {
  const { colour, Icon } = APP_LOOKS[app.Name] ?? APP_LOOKS.Email;
  const badge = badgeOf(app);
  const className = [
    'app-icon',
    app.IsDisabled ? 'app-icon--disabled' : '',
    app.State === 'block' && !app.IsDisabled ? 'app-icon--blocked' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className="app-icon__name" aria-hidden="true">
        {app.DisplayName}
      </span>{' '}
      <span className="app-icon__tile" aria-hidden="true">
        <Icon size={30} strokeWidth={2.1} />
        {badge ? (
          <span className={`app-icon__badge app-icon__badge--${badge.kind}`}>{badge.text}</span>
        ) : null}
      </span>
    </>
  );
  const style = { '--app-colour': colour } as CSSProperties;
  if (app.IsDisabled) {
    return (
      <button
        type="button"
        className={className}
        style={style}
        aria-haspopup="dialog"
        aria-label={appAccessibleName(app)}
        onClick={() => onUnavailable(app)}
      >
        {content}
      </button>
    );
  }
  return (
    <Link
      className={className}
      style={style}
      to={`/app/dashboard/${app.Url}`}
      aria-label={appAccessibleName(app)}
    >
      {content}
    </Link>
  );
}
