/**
 * A module loaded on first use instead of with the page, once; `preload` starts the download early
 * (forms call it when focus first enters). A failed download is retried on the next use.
 */
export function lazyModule<M>(load: () => Promise<M>): { get: () => Promise<M>; preload: () => void } {
  let loading: Promise<M> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => {}) };
}

/**
 * A react-hook-form resolver whose schemas load on first use: zod and the shared wire schemas are
 * the largest part of a form's JavaScript, and a form is read before it is checked.
 */
export function lazyResolver<F extends (...args: never[]) => unknown>(
  load: () => Promise<F>,
): { resolver: (...args: Parameters<F>) => Promise<Awaited<ReturnType<F>>>; preload: () => void } {
  const loader = lazyModule(load);
  const resolver = async (...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> => {
    const resolve = await loader.get();
    return (await resolve(...args)) as Awaited<ReturnType<F>>;
  };
  return { resolver, preload: loader.preload };
}
