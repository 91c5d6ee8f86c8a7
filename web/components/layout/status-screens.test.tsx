import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen, NotFound } from './status-screens';

function routerWith(Page: () => React.ReactNode, path = '/') {
  const rootRoute = createRootRoute({ errorComponent: ErrorScreen, notFoundComponent: NotFound });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
  return createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

describe('the error boundary', () => {
  it('shows the title, the description and the error, and Try again renders the page anew', async () => {
    // React and the router log the thrown error; that is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let broken = true;
    const router = routerWith(() => {
      if (broken) throw new Error('Cannot read the exam');
      return <p>Exam loaded</p>;
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('Something went wrong');
    expect(screen.getByText('We encountered an error. Please try again.')).toBeTruthy();
    expect(screen.getByText('Cannot read the exam')).toBeTruthy();

    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await screen.findByText('Exam loaded');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('the not-found screen', () => {
  it('is titled Page Not Found for an unknown path', async () => {
    render(<RouterProvider router={routerWith(() => <p>Home</p>, '/no/such/page')} />);
    await screen.findByRole('heading', { name: 'Page Not Found' });
  });
});
