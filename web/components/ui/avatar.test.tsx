import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the initials when there is no picture', () => {
    render(<Avatar name="Ada Lovelace" picture={null} />);
    expect(screen.getByText('AL')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps the initials as the fallback until the picture has loaded', () => {
    render(<Avatar name="grace hopper" picture="https://lh3.googleusercontent.com/a/x" />);
    expect(screen.getByText('GH')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://lh3.googleusercontent.com/a/x');
  });
});
