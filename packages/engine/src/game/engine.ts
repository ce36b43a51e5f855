// The generic core: given the list of modules and the order of the week, it builds the lookup
// tables (commands by name, steps in order, end-of-week checks, app icons, message renderers,
// random moves) and the engine's functions over them. It is never edited for one app.
import type { AppName } from '../apps/app-names';
import { selectAppsWith } from '../apps/selectors';
import { selectProgressWith } from '../progress/progress';
import { createGameWith } from './create';
import { applyCommandWith } from './dispatch';
import { checkInvariantsWith } from './invariants';
import type {
  AppIcon,
  CommandSpec,
  Engine,
  MessageRenderers,
  ModuleShape,
  NamedStep,
  WeekOrder,
  WeekStep,
} from './module';
import { replayWith } from './replay';

export type { Engine, NamedStep, WeekOrder } from './module';

function once<T>(seen: Map<string, T>, name: string, value: T, what: string) {
  if (seen.has(name)) throw new Error(`two modules define the ${what} '${name}'`);
  seen.set(name, value);
}

function orderedSteps(
  modules: readonly ModuleShape[],
  phase: 'endOfWeek' | 'openWeek',
  order: readonly string[],
): NamedStep[] {
  const defined = new Map<string, WeekStep>();
  for (const module of modules) {
    for (const [step, run] of Object.entries(module[phase] ?? {}))
      once(defined, `${module.key}.${step}`, run, `${phase} step`);
  }
  const steps = order.map((name) => {
    const run = defined.get(name);
    if (!run) throw new Error(`the ${phase} order names '${name}', which no module defines`);
    defined.delete(name);
    return { name, run };
  });
  if (defined.size > 0)
    throw new Error(`${phase} steps missing from the order: ${[...defined.keys()].join(', ')}`);
  return steps;
}

/** Builds an engine from modules and the order of their week steps (checked here at start-up). */
export function defineEngine(modules: readonly ModuleShape[], order: WeekOrder): Engine {
  const keys = new Map<string, ModuleShape>();
  const commands = new Map<string, CommandSpec<never>>();
  const icons = new Map<AppName, AppIcon>();
  const renderers = new Map<string, MessageRenderers[string]>();
  for (const module of modules) {
    once(keys, module.key, module, 'module');
    for (const [name, spec] of Object.entries(module.commands ?? {}))
      once(commands, name, spec, 'command');
    for (const [app, icon] of Object.entries(module.apps ?? {}) as [AppName, AppIcon][])
      once(icons, app, icon, 'icon of app');
    for (const [kind, render] of Object.entries(module.messages ?? {}))
      once(renderers, kind, render, 'message kind');
  }
  const engine: Engine = {
    modules,
    commands,
    endOfWeekSteps: orderedSteps(modules, 'endOfWeek', order.endOfWeek),
    openWeekSteps: orderedSteps(modules, 'openWeek', order.openWeek),
    endWeekChecks: modules.flatMap((m) => m.endWeekChecks ?? []),
    gates: modules.flatMap((m) =>
      m.gate ? [{ check: m.gate, commands: new Set(Object.keys(m.commands ?? {})) }] : [],
    ),
    icons,
    renderers: Object.fromEntries(renderers),
    randomMoves: modules.flatMap((m) => m.random ?? []),
    createGame: (input) => createGameWith(engine, input),
    applyCommand: (state, command, content, options) =>
      applyCommandWith(engine, state, command, content, options),
    replay: (init, list) => replayWith(engine, init, list),
    checkInvariants: (state) => checkInvariantsWith(engine, state),
    selectProgress: (state) => selectProgressWith(engine, state),
    selectApps: (state, content) => selectAppsWith(engine, state, content),
  };
  return engine;
}
