import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// Every screen is its own file, loaded when first opened. The `import()` stays written out in the
// route table (`() => import('./routes/banking-home')`) so the bundler makes it a chunk of its
// own; these helpers only pick the named export, and a name the module does not export as a
// component fails the type check.

/** A module that exports the component `K`. */
type ScreenModule<K extends string> = Record<K, ComponentType>;

/** Loads the component a lazily imported module exports as `name`. */
export const loadScreen =
  <K extends string, M extends ScreenModule<K>>(load: () => Promise<M>, name: K) =>
  async (): Promise<ComponentType> =>
    (await load())[name];

/** React Router's `lazy` for a route whose screen is the module's export `name`. */
export const lazyComponent = <K extends string, M extends ScreenModule<K>>(
  load: () => Promise<M>,
  name: K,
) => {
  const screen = loadScreen(load, name);
  return async () => ({ Component: await screen() });
};

/** A route at `path` that shows the module's export `name`, loaded when first opened. */
export const lazyScreen = <K extends string, M extends ScreenModule<K>>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject => ({ path, lazy: lazyComponent(load, name) });
