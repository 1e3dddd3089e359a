import { lazy, type ComponentType } from "react";

/**
 * `React.lazy` that a page's loader can load ahead (issue 25): the server's render and a browser's navigation
 * to the page then draw the part in the same pass, with no empty moment. A plain `lazy` suspends on its first
 * render even when its code is at hand; once the code is loaded this hands React an already-settled thenable,
 * which `lazy` reads without suspending. Before that (the browser's first hydration) it suspends as `lazy` does,
 * and the server's HTML stays until the part hydrates.
 */
export function preloadableLazy<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: Module | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Component = lazy(() => {
    const ready = loaded;
    if (ready === undefined) return preload().then((module) => ({ default: pick(module) }));
    // Settled: `then` calls back at once, so lazy's first read already has the component.
    const settled = {
      then: (resolve: (value: { default: ComponentType<Props> }) => void) =>
        resolve({ default: pick(ready) }),
    };
    return settled as unknown as Promise<{ default: ComponentType<Props> }>;
  });
  return { Component, preload };
}
