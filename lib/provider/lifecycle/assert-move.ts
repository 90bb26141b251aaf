import { ApiError } from '../http/api-error';

/** Refuses a move the aggregate's transition table (its model.ts) does not allow, naming the allowed ones. */
export function assertMoveAllowed<S extends string>(
  transitions: Record<S, readonly S[]>,
  noun: string,
  from: S,
  to: S,
): void {
  if (transitions[from].includes(to)) return;
  throw new ApiError(
    'INVALID_TRANSITION',
    `A ${from} ${noun} cannot become ${to}; allowed: ${transitions[from].join(', ') || 'none (final)'}`,
    [{ field: 'to', message: `is not allowed from ${from}` }],
  );
}

/** The conditional update matched nothing: another writer moved the row since it was read. */
export function movedMeanwhile(noun: string, ref: string): ApiError {
  return new ApiError('INVALID_TRANSITION', `${noun} ${ref} moved meanwhile; read it again`);
}
