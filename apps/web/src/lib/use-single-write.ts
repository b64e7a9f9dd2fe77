import { useState } from 'react';
import { SingleWrite } from '../api/single-write';

/** A screen's write (api/single-write.ts) and whether it is running, for its button. */
export function useSingleWrite(): { write: SingleWrite; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const [write] = useState(() => new SingleWrite(setBusy));
  return { write, busy };
}
