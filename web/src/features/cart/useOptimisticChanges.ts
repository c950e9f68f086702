import { useCallback, useMemo, useRef, useState } from 'react';
import { updateAfterServerRender } from '../../ui/hydration';

export type ChangeOutcome<T> = { status: 'saved'; value: T } | { status: 'refused'; error: unknown } | { status: 'outdated' };

interface PendingChange<T> {
  id: number;
  apply(value: T): T;
}

/**
 * State the server owns, shown optimistically. `change` shows its edit at once and sends the call
 * after every earlier call (so answers land in the order the shopper acted); the server's answer
 * replaces the confirmed state, a refusal simply drops the edit. `restart` begins a new era (another
 * account, a reload): answers to calls from an earlier era are ignored.
 *
 * `restart` and `accept` are transitions while the page hydrates (issue 19, speed): they restore what
 * this browser holds right after hydration, and an urgent update of a context the server-rendered
 * page reads makes React hydrate the whole page in one long task first (ui/hydration.ts).
 */
export function useOptimisticChanges<T>(initial: () => T) {
  const [confirmed, setConfirmed] = useState<T>(initial);
  const [pending, setPending] = useState<PendingChange<T>[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const era = useRef(0);
  const ids = useRef(0);

  const enqueue = useCallback(<R,>(task: () => Promise<R>): Promise<R> => {
    const run = queue.current.then(task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const restart = useCallback((value?: T) => {
    era.current += 1;
    updateAfterServerRender(() => {
      setPending([]);
      if (value !== undefined) setConfirmed(value);
    });
    return era.current;
  }, []);

  const isCurrent = useCallback((eraOfCall: number) => era.current === eraOfCall, []);

  /** Keep a value the server answered, unless the era has changed since `eraOfCall`. */
  const accept = useCallback((value: T, eraOfCall = era.current) => {
    if (era.current === eraOfCall) updateAfterServerRender(() => setConfirmed(value));
  }, []);

  const change = useCallback(
    (apply: ((value: T) => T) | null, call: () => Promise<T>): Promise<ChangeOutcome<T>> => {
      const id = (ids.current += 1);
      const eraOfCall = era.current;
      if (apply) setPending((list) => [...list, { id, apply }]);
      return enqueue(async (): Promise<ChangeOutcome<T>> => {
        try {
          if (era.current !== eraOfCall) return { status: 'outdated' };
          const value = await call();
          if (era.current !== eraOfCall) return { status: 'outdated' };
          setConfirmed(value);
          return { status: 'saved', value };
        } catch (error) {
          return era.current === eraOfCall ? { status: 'refused', error } : { status: 'outdated' };
        } finally {
          setPending((list) => list.filter((entry) => entry.id !== id));
        }
      });
    },
    [enqueue],
  );

  const shown = useMemo(() => pending.reduce((value, entry) => entry.apply(value), confirmed), [pending, confirmed]);

  return { shown, confirmed, updating: pending.length > 0, change, enqueue, restart, isCurrent, accept };
}
