import { createFileRoute, Outlet } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PublicLayout } from '../components/layout/public-layout';

export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      <div className={css({ w: 'full', maxW: '5xl', mx: 'auto', px: { base: '4', md: '8' }, py: '12' })}>
        <Outlet />
      </div>
    </PublicLayout>
  ),
});
