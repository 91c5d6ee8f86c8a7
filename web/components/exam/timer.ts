// The exam clock's arithmetic. The server owns the deadline; the browser only
// corrects for its own clock being off (skew) and counts down to it.

/**
 * How far the server's clock is ahead of this browser's, in ms, from one
 * answer: the server stamped `serverNow` somewhere between sending and receiving,
 * so the midpoint of the round trip is the best guess of that moment here.
 */
export function clockSkew(serverNow: string | number, sentAt: number, receivedAt: number): number {
  const server = typeof serverNow === 'number' ? serverNow : Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/** Whole seconds left until the deadline on the server's clock; never negative. */
export function secondsLeft(deadline: number, skewMs: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - (now + skewMs)) / 1000));
}

export type TimerTone = 'normal' | 'warning' | 'danger';

/** Spec section 4: warning below 25% of the time remaining, destructive below 10%. */
export function timerTone(remainingSeconds: number, totalSeconds: number): TimerTone {
  if (totalSeconds <= 0) return 'normal';
  const share = remainingSeconds / totalSeconds;
  if (share < 0.1) return 'danger';
  if (share < 0.25) return 'warning';
  return 'normal';
}

/** The moments announced to screen readers, in seconds left. */
export const announcedMarks = [300, 60] as const;

/** What to announce when the clock passes from `before` to `now` seconds left, if anything. */
export function announcementBetween(before: number, now: number): string | null {
  if (now <= 0 && before > 0) return 'Time is up. Your exam is being submitted.';
  const mark = announcedMarks.find((m) => before > m && now <= m);
  if (mark === undefined) return null;
  return mark === 60 ? '1 minute left' : `${mark / 60} minutes left`;
}
