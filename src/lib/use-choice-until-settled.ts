import { useState } from 'react';

/**
 * The value a controlled input shows while its change is saved: the choice from the click until the mutation
 * settles, then `saved` (the query's, already updated on success, unchanged on failure). A mutation's own pending
 * state reaches the component a task later (TanStack Query notifies in a timeout), and until then a controlled
 * switch or select flipped back under the pointer.
 *
 * `choose(value)` returns the `onSettled` to pass to `mutate` with that value.
 */
export function useChoiceUntilSettled<T extends NonNullable<unknown>>(saved: T) {
  const [chosen, setChosen] = useState<T>();
  const choose = (value: T) => {
    setChosen(value);
    return { onSettled: () => setChosen(undefined) };
  };
  return [chosen ?? saved, choose] as const;
}
