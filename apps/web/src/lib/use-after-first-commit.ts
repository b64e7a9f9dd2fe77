import { useEffect, useState } from 'react';

/**
 * False in a component's first commit, true from a task after it. For work a screen does not need
 * in its first frame: done inside that commit, it would lengthen a slow phone's longest task.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setAfter(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return after;
}
