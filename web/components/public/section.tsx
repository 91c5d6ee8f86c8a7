// A titled band of a public page, with the shared width and spacing.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** The public header's and footer's width, so a page's content lines up with them. */
export const container = css({ w: 'full', maxW: '7xl', mx: 'auto', px: { base: '4', md: '8' } });

/** The band at the top of the landing and comparison pages: a light accent fading into the page. */
export const heroBand = css({
  bgGradient: 'to-b',
  gradientFrom: 'accent.subtle',
  gradientTo: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

export function Section({
  id,
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cx(css({ py: { base: '16', md: '24' } }), className)}>
      <div className={container}>
        <div className={css({ maxW: '3xl', mx: 'auto', textAlign: 'center', mb: { base: '10', md: '14' } })}>
          {eyebrow ? (
            <p
              className={css({
                textStyle: 'sm',
                fontWeight: 'semibold',
                color: 'accent.text',
                textTransform: 'uppercase',
                letterSpacing: '0.08em',
                mb: '3',
              })}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={css({
              textStyle: { base: '3xl', md: '4xl' },
              fontWeight: 'bold',
              letterSpacing: '-0.02em',
              lineHeight: '1.15',
            })}
          >
            {title}
          </h2>
          {description ? (
            <p className={css({ mt: '4', textStyle: { base: 'md', md: 'lg' }, color: 'fg.muted' })}>{description}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
