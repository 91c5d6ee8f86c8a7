// The frame of a legal page: title, effective date, contents and numbered sections.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { legal } from '../../../../worker/public/site';
import { container } from '../section';

export type LegalSection = { id: string; title: string; body: ReactNode };

export const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  color: 'fg.muted',
  lineHeight: '1.7',
  '& strong': { color: 'fg.default', fontWeight: 'semibold' },
  '& ul': { display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'disc' },
  '& li::marker': { color: 'fg.subtle' },
  '& a': { color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px' },
});

export function LegalDocument({
  title,
  intro,
  sections,
  related,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  related: { to: '/terms-of-service' | '/privacy-policy'; label: string };
}) {
  return (
    <div className={cx(container, css({ py: { base: '12', md: '20' } }))}>
      <header
        className={css({
          maxW: '5xl',
          mx: 'auto',
          pb: '10',
          mb: '10',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <p
          className={css({
            textStyle: 'sm',
            fontWeight: 'semibold',
            color: 'accent.text',
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
          })}
        >
          Legal
        </p>
        <h1
          className={css({
            mt: '3',
            textStyle: { base: '4xl', md: '5xl' },
            fontWeight: 'extrabold',
            letterSpacing: '-0.03em',
            lineHeight: '1.1',
          })}
        >
          {title}
        </h1>
        <p className={css({ mt: '4', color: 'fg.muted' })}>
          Effective {legal.effectiveDate} · See also our{' '}
          <Link to={related.to} className={css({ color: 'accent.text', textDecoration: 'underline' })}>
            {related.label}
          </Link>
        </p>
        <div className={cx(prose, css({ mt: '6', textStyle: 'lg', maxW: '3xl' }))}>{intro}</div>
      </header>

      <div
        className={css({
          maxW: '5xl',
          mx: 'auto',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '15rem 1fr' },
          gap: { base: '10', lg: '14' },
          alignItems: 'start',
        })}
      >
        <nav
          aria-label="Contents"
          className={css({
            position: { lg: 'sticky' },
            top: { lg: '6' },
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'l3',
            p: '5',
          })}
        >
          <p className={css({ fontWeight: 'semibold', mb: '3' })}>Contents</p>
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'sm' })}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={css({
                    display: 'block',
                    color: 'fg.muted',
                    textDecoration: 'none',
                    _hover: { color: 'accent.text', textDecoration: 'underline' },
                  })}
                >
                  {`${index + 1}. ${section.title}`}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '10', maxW: '3xl' })}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2
                id={`${section.id}-title`}
                className={css({ textStyle: '2xl', fontWeight: 'bold', letterSpacing: '-0.01em', mb: '4' })}
              >
                {`${index + 1}. ${section.title}`}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
