// The legal and comparison pages: the public frame around each page.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicPage } from '../components/public/public-page';

export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicPage>
      <Outlet />
    </PublicPage>
  ),
});
