import { useEffect, useState } from 'react';

/**
 * False in a component's first commit, true from a task after it. For work a screen does not need
 * in its first frame: done inside that commit, it would lengthen a slow phone's longest task.
 * `prepare` runs in that task, before the render it starts.
 */
export function useAfterFirstCommit(prepare?: () => void): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      prepare?.();
      setAfter(true);
    }, 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return after;
}
