import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type SharesTab = 'market' | 'portfolio';

const TABS: readonly { id: SharesTab; name: string }[] = [
  { id: 'market', name: 'Market' },
  { id: 'portfolio', name: 'Portfolio' },
];

const tabId = (id: SharesTab) => `shares-tab-${id}`;
const panelId = (id: SharesTab) => `shares-panel-${id}`;

/**
 * Market | Portfolio as the WAI-ARIA tabs pattern: one tab in the tab order, the arrow keys (and
 * Home, End) move to the other and show it, the panel is labelled by its tab.
 */
export function ShareTabs({
  current,
  onChange,
  children,
}: {
  current: SharesTab;
  onChange: (tab: SharesTab) => void;
  children: ReactNode;
}) {
  const refs = useRef<Partial<Record<SharesTab, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <>
      <div className="share-tabs" role="tablist" aria-label="Shares">
        {TABS.map(({ id, name }) => (
          <button
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            className="share-tabs__tab"
            aria-selected={id === current}
            aria-controls={panelId(id)}
            tabIndex={id === current ? 0 : -1}
            onClick={() => onChange(id)}
            onKeyDown={move}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        className="share-tabs__panel"
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
