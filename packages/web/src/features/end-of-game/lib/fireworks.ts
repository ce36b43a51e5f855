// The end of the game's fireworks as numbers (spec part 2 section 4: "a new firework every 30
// frames, 50 particles per burst"), kept apart from drawing so they can be tested. A frame is a
// sixtieth of a second whatever the screen's refresh rate, so a 120 Hz phone shows the same show.

export const FRAME_MS = 1000 / 60;
export const FIREWORK_EVERY_FRAMES = 30;
export const PARTICLES_PER_BURST = 50;
/** New fireworks for this many frames (4 s); the last ones then fade out. */
export const SHOW_FRAMES = 240;
/** A particle's life, in frames. */
const LIFE_FRAMES = 70;
const GRAVITY = 0.045;
const DRAG = 0.985;

const HUES = [48, 174, 330, 200, 20, 280] as const;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Frames left to live. */
  life: number;
  hue: number;
}

export interface Show {
  frame: number;
  particles: Particle[];
}

export const newShow = (): Show => ({ frame: 0, particles: [] });

/** One firework: 50 particles flying out from (x, y) in a ring, at slightly different speeds. */
export function burst(x: number, y: number, hue: number, random: () => number): Particle[] {
  return Array.from({ length: PARTICLES_PER_BURST }, (_, index) => {
    const angle = (index / PARTICLES_PER_BURST) * Math.PI * 2 + random() * 0.2;
    const speed = 1.6 + random() * 2.2;
    return {
      x,
      y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      life: LIFE_FRAMES - Math.floor(random() * 15),
      hue,
    };
  });
}

/**
 * The show one frame on: every 30th frame of the first 240 a new firework somewhere in the top
 * two thirds of the screen, and every particle moved, slowed and pulled down a little.
 */
export function advance(show: Show, width: number, height: number, random: () => number): Show {
  const moved = show.particles
    .map((particle) => ({
      ...particle,
      x: particle.x + particle.vx,
      y: particle.y + particle.vy,
      vx: particle.vx * DRAG,
      vy: particle.vy * DRAG + GRAVITY,
      life: particle.life - 1,
    }))
    .filter((particle) => particle.life > 0);
  const launches = show.frame < SHOW_FRAMES && show.frame % FIREWORK_EVERY_FRAMES === 0;
  const hue = HUES[(show.frame / FIREWORK_EVERY_FRAMES) % HUES.length] ?? HUES[0];
  const fresh = launches
    ? burst(width * (0.15 + random() * 0.7), height * (0.1 + random() * 0.5), hue, random)
    : [];
  return { frame: show.frame + 1, particles: [...moved, ...fresh] };
}

/** The show is over: no more launches and every particle has faded. */
export const isOver = (show: Show) => show.frame >= SHOW_FRAMES && show.particles.length === 0;

/** How bright a particle still is, 0 to 1. */
export const alphaOf = (particle: Particle) => Math.min(1, particle.life / 40);
