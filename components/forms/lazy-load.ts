import type { FieldValues, Resolver } from 'react-hook-form';

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

/** A resolver whose schemas load on first use, and the call that starts loading them (on first focus). */
export interface LazySchema<V extends FieldValues, C, T> {
  resolver: Resolver<V, C, T>;
  preload: () => void;
}

/**
 * A form checked as what it would send: `toRequest` turns its values into the request, a schema
 * resolver loaded on first use checks that, and the errors land on the form's own paths.
 */
export function requestSchema<V extends FieldValues, C, T>(
  load: () => Promise<(values: never, context: never, options: never) => unknown>,
  toRequest: (values: V, context: C | undefined) => unknown,
): LazySchema<V, C, T> {
  const validation = lazyResolver(load);
  const resolver: Resolver<V, C, T> = (values, context, options) =>
    validation.resolver(toRequest(values, context) as never, undefined as never, options as never) as ReturnType<
      Resolver<V, C, T>
    >;
  return { resolver, preload: validation.preload };
}
