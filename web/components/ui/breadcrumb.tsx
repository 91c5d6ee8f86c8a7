import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';
import { Fragment } from 'react';
import { css } from 'styled-system/css';

export type Crumb = { label: string; link?: LinkProps };

/** Where the page sits: links up to the current page, which is plain text. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={css({ mb: '4' })}>
      <ol
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '1.5',
          textStyle: 'sm',
          color: 'fg.muted',
        })}
      >
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 ? (
              <ChevronRightIcon aria-hidden="true" className={css({ w: '3.5', h: '3.5', color: 'fg.subtle' })} />
            ) : null}
            <li>
              {item.link && i < items.length - 1 ? (
                <Link
                  {...item.link}
                  className={css({
                    color: 'fg.muted',
                    textDecoration: 'none',
                    _hover: { color: 'accent.text', textDecoration: 'underline' },
                  })}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={i === items.length - 1 ? 'page' : undefined}
                  className={css({ color: 'fg.default', fontWeight: 'medium' })}
                >
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
