import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the address with `to`, once. Ionic keeps a page mounted (hidden) after it was left,
 * and re-renders it on every later navigation; a <Navigate> there would fire again each time and
 * send the member back, so a page that redirects uses this instead.
 */
export function RedirectOnce({ to }: { to: string }) {
  const navigate = useNavigate();
  const [target] = useState(to);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
