// A comparison page (spec section 2): hero, the six-row feature table, three
// difference cards and the closing call to action.
import { CheckIcon, MinusIcon, XIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Competitor } from '../../../../worker/public/site';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { CallToAction } from '../call-to-action';
import { container, heroBand, Section } from '../section';
import { competitorOutcomes, differencesFrom, features, introFor, type Outcome, prepwiseOutcomes } from './features';

const outcomeLabel: Record<Outcome, string> = { yes: 'Yes', no: 'No', limited: 'Limited', basic: 'Basic' };

function OutcomeCell({ outcome, highlight }: { outcome: Outcome; highlight?: boolean }) {
  const Icon = outcome === 'yes' ? CheckIcon : outcome === 'no' ? XIcon : MinusIcon;
  return (
    <td className={cx(cell, highlight ? css({ bg: 'accent.subtle' }) : undefined)}>
      <span
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          // On the highlighted Prepwise column green text would lack contrast; the icon says it.
          color: highlight
            ? 'fg.default'
            : outcome === 'yes'
              ? 'success.text'
              : outcome === 'no'
                ? 'fg.muted'
                : 'warning.text',
          fontWeight: highlight ? 'semibold' : 'medium',
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '6',
            h: '6',
            borderRadius: 'full',
            bg: outcome === 'yes' ? 'success.subtle' : outcome === 'no' ? 'bg.muted' : 'warning.subtle',
            '& svg': { w: '3.5', h: '3.5' },
          })}
        >
          <Icon strokeWidth={3} />
        </span>
        {outcomeLabel[outcome]}
      </span>
    </td>
  );
}

const cell = css({
  px: { base: '3', md: '6' },
  py: '4',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'left',
  verticalAlign: 'middle',
});
const headCell = css({
  px: { base: '3', md: '6' },
  py: '4',
  textAlign: 'left',
  textStyle: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
});

export function ComparisonPage({ competitor }: { competitor: Competitor }) {
  const outcomes = competitorOutcomes[competitor.slug] ?? [];
  return (
    <>
      <section aria-labelledby="comparison-title" className={heroBand}>
        <div
          className={cx(
            container,
            css({
              py: { base: '14', md: '24' },
              textAlign: 'center',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '6',
            }),
          )}
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
            Comparison
          </p>
          <h1
            id="comparison-title"
            className={css({
              maxW: '4xl',
              textStyle: { base: '3xl', sm: '4xl', md: '5xl' },
              fontWeight: 'extrabold',
              letterSpacing: '-0.03em',
              lineHeight: '1.1',
            })}
          >
            {`Prepwise vs ${competitor.name}: Which is Better for Exam Prep?`}
          </h1>
          <p className={css({ maxW: '2xl', textStyle: { base: 'lg', md: 'xl' }, color: 'fg.muted' })}>
            {introFor(competitor)}
          </p>
          <LinkButton to="/login" size="lg">
            Try Prepwise Free →
          </LinkButton>
        </div>
      </section>

      <Section
        id="features"
        eyebrow="Side by side"
        title="Feature comparison"
        description={`What you get for exam preparation in Prepwise and in ${competitor.name}.`}
      >
        <div
          className={css({
            maxW: '4xl',
            mx: 'auto',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'l3',
            boxShadow: 'card',
            overflowX: 'auto',
          })}
        >
          <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: { base: 'sm', md: 'md' } })}>
            <caption className={css({ srOnly: true })}>
              {`Prepwise and ${competitor.name} compared on six features for exam preparation`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  Feature
                </th>
                <th scope="col" className={cx(headCell, css({ color: 'accent.text', bg: 'accent.subtle' }))}>
                  Prepwise
                </th>
                <th scope="col" className={headCell}>
                  {competitor.name}
                </th>
              </tr>
            </thead>
            <tbody>
              {features.map((feature, index) => (
                <tr key={feature}>
                  <th scope="row" className={cx(cell, css({ fontWeight: 'medium' }))}>
                    {feature}
                  </th>
                  <OutcomeCell outcome={prepwiseOutcomes[index] ?? 'yes'} highlight />
                  <OutcomeCell outcome={outcomes[index] ?? 'no'} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="differences"
        eyebrow="The difference"
        title={`Why students pick Prepwise over ${competitor.name}`}
        className={css({ bg: 'bg.surface', borderYWidth: '1px', borderColor: 'border.default' })}
      >
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '6' })}>
          {differencesFrom(competitor).map(({ title, text }) => (
            <li key={title} className={css({ display: 'flex' })}>
              <Card.Root className={css({ flex: '1', bg: 'bg.canvas' })}>
                <Card.Body className={css({ gap: '3', p: '7' })}>
                  <h3 className={css({ textStyle: 'xl', fontWeight: 'semibold', letterSpacing: '-0.01em' })}>
                    {title}
                  </h3>
                  <p className={css({ color: 'fg.muted' })}>{text}</p>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Ready to Ace Your Exams?"
        text="Join students getting higher grades with less study time"
        note="Your materials stay private"
        afterBand
      />
    </>
  );
}
