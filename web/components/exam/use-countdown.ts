// Counts down to the server's deadline and calls onExpire once at zero.
import { useEffect, useRef, useState } from 'react';
import { announcementBetween, secondsLeft } from './timer';

export function useCountdown({
  deadline,
  skewMs,
  onExpire,
}: {
  /** The deadline on the server's clock, ms since the epoch. */
  deadline: number;
  skewMs: number;
  onExpire: () => void;
}): { remaining: number; announcement: string } {
  const [remaining, setRemaining] = useState(() => secondsLeft(deadline, skewMs));
  const [announcement, setAnnouncement] = useState('');
  const expired = useRef(false);
  const last = useRef(remaining);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(deadline, skewMs);
      const said = announcementBetween(last.current, now);
      if (said) setAnnouncement(said);
      last.current = now;
      setRemaining(now);
      if (now <= 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    // Ticking faster than once a second keeps the display on the second boundary after a slow frame or a sleeping tab.
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, skewMs]);

  return { remaining, announcement };
}
