import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BetaWelcome, betaWelcomeSeenKey } from './beta-welcome';

describe('the beta welcome', () => {
  beforeEach(() => localStorage.clear());

  it('opens for a signed-in student who has not seen it, and closing it remembers that', async () => {
    const { unmount } = render(<BetaWelcome user={{ name: 'Ada' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Prepwise!' });
    const discord = screen.getByRole('link', { name: /Join Discord/ });
    expect(discord.getAttribute('target')).toBe('_blank');
    expect(dialog.textContent).toContain('chat widget');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get Started' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(betaWelcomeSeenKey)).toBe('1');

    unmount();
    render(<BetaWelcome user={{ name: 'Ada' }} />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed while no student is signed in', async () => {
    render(<BetaWelcome user={null} />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
