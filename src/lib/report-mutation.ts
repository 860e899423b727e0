/**
 * Runs a mutation's promise and reports its outcome even when the component that started it has
 * unmounted meanwhile: a row that leaves its list once saved (archived, published, marked spam)
 * unmounts with it, and the callbacks passed to `mutate()` then never run. `mutateAsync()`'s
 * promise settles regardless.
 */
export function reportMutation<T>(
  run: Promise<T>,
  outcome: { onSuccess?: (value: T) => void; onError?: (error: Error) => void },
): void {
  run.then(outcome.onSuccess, (error: Error) => outcome.onError?.(error));
}
