import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';

export interface CarouselSlide {
  key: string;
  /** What a screen reader hears for the slide, e.g. 'Game 2'. */
  label: string;
  content: ReactNode;
}

const SWIPE_MIN_PX = 40;

/**
 * A slider showing one slide at a time, after the WAI-ARIA carousel pattern: previous and next
 * buttons, arrow keys while focus is inside, a swipe on touch screens, and slides that are out
 * of view taken out of the tab order. The end buttons are aria-disabled rather than disabled so
 * that keyboard focus stays on them.
 */
export function Carousel({
  label,
  slides,
  initialIndex = 0,
}: {
  label: string;
  slides: readonly CarouselSlide[];
  initialIndex?: number;
}) {
  const id = useId();
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), count - 1));
  const current = Math.min(index, Math.max(count - 1, 0));
  const touchStart = useRef<number | null>(null);

  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea')) return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    go(end < start ? current + 1 : current - 1);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div
        className="carousel__viewport"
        id={`${id}-slides`}
        aria-live="polite"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((slide, position) => (
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide.label} (${position + 1} of ${count})`}
              aria-hidden={position !== current || undefined}
              inert={position !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            aria-label="Previous"
            aria-disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
          <p className="carousel__position">
            {current + 1} of {count}
          </p>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            aria-label="Next"
            aria-disabled={current === count - 1}
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
