// The Worker marks a public page it served to a request without a valid session
// (worker/public/routes.ts). The sign-in state cannot change without a full page
// load (sign-in and logout both navigate the browser), so the SPA takes that as
// the answer to its user lookup: a visitor never waits for, or sees, a 401.
import type { QueryClient } from '@tanstack/react-query';
import { sessionHintName } from '../../../worker/public/shell';
import { userKeys } from '../../api/queries/user';

export function applySessionHint(queryClient: QueryClient) {
  if (typeof document === 'undefined' || queryClient.getQueryData(userKeys.all) !== undefined) return;
  const hint = document.head.querySelector(`meta[name="${sessionHintName}"]`);
  if (hint?.getAttribute('content') === 'none') queryClient.setQueryData(userKeys.all, null);
}
