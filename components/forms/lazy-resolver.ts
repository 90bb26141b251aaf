import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schemas load on first use instead of with the page: zod and
 * the shared wire schemas are the largest part of a form's JavaScript, and a form is read before
 * it is checked. `preload` starts the download early — forms call it when focus first enters.
 * A failed download is retried on the next validation.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
