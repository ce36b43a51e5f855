import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  name: string;
}

interface TabsProps<T extends string> {
  /** What the tabs are, for screen readers: 'Shares', 'Weekly Planner'. */
  label: string;
  /** Makes the tab and panel ids unique on the page: 'shares' gives 'shares-tab-market'. */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  current: T;
  onChange: (tab: T) => void;
  children: ReactNode;
}

/**
 * Two or more views of one screen as the WAI-ARIA tabs pattern, drawn as a segmented control:
 * one tab in the tab order, the arrow keys (and Home, End) move to another and show it, and the
 * panel is labelled by its tab. The screen decides what choosing a tab does (a query parameter,
 * a route), so Shares and the Weekly Planner share one switcher and one look.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  current,
  onChange,
  children,
}: TabsProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const tabId = (id: T) => `${idPrefix}-tab-${id}`;
  const panelId = (id: T) => `${idPrefix}-panel-${id}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <>
      <div
        className="tabs"
        role="tablist"
        aria-label={label}
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      >
        {tabs.map(({ id, name }) => (
          <button
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            className="tabs__tab"
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
        className="tabs__panel"
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
