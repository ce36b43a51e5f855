import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { advance, alphaOf, FRAME_MS, isOver, newShow, type Show } from '../lib/fireworks';
import { FireworksStill } from './fireworks-still';

/** The show plays once per page load: coming back from the balance sheet does not replay it. */
let played = false;

/** Most frames drawn to catch up after the tab was hidden: the show then simply ends. */
const MAX_CATCH_UP_FRAMES = 8;

function draw(context: CanvasRenderingContext2D, show: Show, width: number, height: number) {
  context.clearRect(0, 0, width, height);
  for (const particle of show.particles) {
    context.globalAlpha = alphaOf(particle);
    context.fillStyle = `hsl(${particle.hue} 90% 55%)`;
    context.beginPath();
    context.arc(particle.x, particle.y, 2.6, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
}

/** The canvas: a few seconds of fireworks over the screen, then it removes itself. */
function FireworksCanvas({ onDone }: { onDone: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) {
      done.current();
      return;
    }
    const scale = window.devicePixelRatio || 1;
    const width = element.clientWidth;
    const height = element.clientHeight;
    element.width = Math.round(width * scale);
    element.height = Math.round(height * scale);
    context.scale(scale, scale);
    let show = newShow();
    let last: number | null = null;
    let owed = 0;
    let frame = 0;
    const tick = (now: number) => {
      owed += last === null ? FRAME_MS : now - last;
      last = now;
      let steps = 0;
      while (owed >= FRAME_MS && steps < MAX_CATCH_UP_FRAMES) {
        show = advance(show, width, height, Math.random);
        owed -= FRAME_MS;
        steps += 1;
      }
      if (steps === MAX_CATCH_UP_FRAMES) owed = 0;
      draw(context, show, width, height);
      if (isOver(show)) {
        done.current();
        return;
      }
      frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return <canvas ref={canvas} className="fireworks" data-testid="fireworks" aria-hidden="true" />;
}

/**
 * Fireworks for a finished game (spec part 2 section 4): a new firework every 30 frames, 50
 * particles a burst, for a few seconds; under prefers-reduced-motion a still picture instead.
 */
export function Fireworks() {
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(() => !played);
  if (reduced) return <FireworksStill />;
  if (!playing) return null;
  return (
    <FireworksCanvas
      onDone={() => {
        played = true;
        setPlaying(false);
      }}
    />
  );
}
