import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader } from './full-screen-loader';

describe('FullScreenLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says Loading... at once and suggests refreshing only after 10 seconds', () => {
    render(<FullScreenLoader />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByText('Taking longer than expected. Try refreshing the page.')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Taking longer than expected. Try refreshing the page.')).toBeTruthy();
  });
});
