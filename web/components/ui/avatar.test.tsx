import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const drawnInitials = () => document.querySelector('[data-initials]')?.getAttribute('data-initials');

describe('Avatar', () => {
  it('shows the initials when there is no picture', () => {
    render(<Avatar name="Ada Lovelace" picture={null} />);
    expect(drawnInitials()).toBe('AL');
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps the initials as the fallback until the picture has loaded', () => {
    render(<Avatar name="grace hopper" picture="https://lh3.googleusercontent.com/a/x" />);
    expect(drawnInitials()).toBe('GH');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://lh3.googleusercontent.com/a/x');
  });

  it('writes no text of its own, so the control around it keeps its name', () => {
    render(<Avatar name="Ada Lovelace" picture={null} />);
    expect(document.body.textContent).toBe('');
  });
});
