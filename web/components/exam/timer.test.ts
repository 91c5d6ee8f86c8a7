import { describe, expect, it } from 'vitest';
import { announcementBetween, clockSkew, secondsLeft, timerTone } from './timer';

describe('clock skew', () => {
  it('is the server time minus the midpoint of the round trip', () => {
    // Sent at 1 000, received at 1 200: the server stamped its 61 100 around 1 100 here.
    expect(clockSkew(61_100, 1_000, 1_200)).toBe(60_000);
  });

  it('reads an ISO server time', () => {
    const sent = Date.parse('2026-01-01T10:00:00.000Z');
    expect(clockSkew('2026-01-01T09:59:00.000Z', sent, sent)).toBe(-60_000);
  });

  it('is zero when the server time is unreadable', () => {
    expect(clockSkew('not a date', 0, 10)).toBe(0);
  });
});

describe('seconds left', () => {
  it('counts to the deadline on the server clock, not the browser clock', () => {
    const deadline = 1_000_000;
    // The browser is 2 minutes behind the server: at browser time 880 000 the server is at 1 000 000.
    expect(secondsLeft(deadline, 120_000, 880_000)).toBe(0);
    expect(secondsLeft(deadline, 120_000, 870_000)).toBe(10);
    expect(secondsLeft(deadline, 0, 870_000)).toBe(130);
  });

  it('rounds a partial second up and never goes below zero', () => {
    expect(secondsLeft(10_500, 0, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 0, 20_000)).toBe(0);
  });
});

describe('timer tone (warning below 25%, destructive below 10%)', () => {
  it.each([
    [2700, 2700, 'normal'],
    [675, 2700, 'normal'],
    [674, 2700, 'warning'],
    [270, 2700, 'warning'],
    [269, 2700, 'danger'],
    [0, 2700, 'danger'],
  ] as const)('%i of %i seconds left is %s', (remaining, total, tone) => {
    expect(timerTone(remaining, total)).toBe(tone);
  });
});

describe('timer announcements', () => {
  it('announces 5 minutes and 1 minute left once, as the clock passes them', () => {
    expect(announcementBetween(301, 300)).toBe('5 minutes left');
    expect(announcementBetween(300, 299)).toBeNull();
    expect(announcementBetween(61, 60)).toBe('1 minute left');
    expect(announcementBetween(400, 250)).toBe('5 minutes left');
  });

  it('announces the end of the time', () => {
    expect(announcementBetween(1, 0)).toBe('Time is up. Your exam is being submitted.');
    expect(announcementBetween(0, 0)).toBeNull();
  });
});
