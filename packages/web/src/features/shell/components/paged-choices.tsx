import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';

export interface Choice {
  key: string;
  label: string;
}

interface PagedChoicesProps {
  /** Names the list for screen readers. */
  label: string;
  choices: readonly Choice[];
  pageSize: number;
  onChoose: (key: string) => void;
  /** Coming back to the list: the page to show and the choice to focus. */
  initialKey?: string | undefined;
}

/** A list of topics to choose from, a page at a time (help and FAQ show 6 per page). */
export function PagedChoices({
  label,
  choices,
  pageSize,
  onChoose,
  initialKey,
}: PagedChoicesProps) {
  const [page, setPage] = useState(() => {
    const index = choices.findIndex((choice) => choice.key === initialKey);
    return index < 0 ? 0 : Math.floor(index / pageSize);
  });
  // Focus the returning choice once, not on every render.
  const focused = useRef(false);
  const focusOnce = useCallback((element: HTMLButtonElement | null) => {
    if (!element || focused.current) return;
    focused.current = true;
    element.focus();
  }, []);
  const pageCount = Math.max(1, Math.ceil(choices.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const shown = choices.slice(current * pageSize, (current + 1) * pageSize);
  return (
    <div className="paged-choices">
      <ul className="paged-choices__list" aria-label={label}>
        {shown.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              className="paged-choices__choice"
              onClick={() => onChoose(choice.key)}
              ref={choice.key === initialKey ? focusOnce : undefined}
            >
              <span>{choice.label}</span>
              <ChevronRight aria-hidden="true" size={20} />
            </button>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className="paged-choices__pager" aria-label={`${label}: pages`}>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setPage(current - 1)}
            disabled={current === 0}
          >
            <ChevronLeft aria-hidden="true" size={18} />
            <span className="paged-choices__label">Previous</span>
          </button>
          <span className="paged-choices__position" aria-live="polite">
            Page {current + 1} of {pageCount}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setPage(current + 1)}
            disabled={current >= pageCount - 1}
          >
            <span className="paged-choices__label">Next</span>
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </nav>
      ) : null}
    </div>
  );
}
