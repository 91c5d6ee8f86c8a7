import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Footer } from './footer';
import { PublicHeader } from './public-header';

/** Chrome of the public pages: header with Sign In, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main className={css({ flex: '1', display: 'flex', flexDirection: 'column' })}>{children}</main>
      <Footer />
    </>
  );
}
