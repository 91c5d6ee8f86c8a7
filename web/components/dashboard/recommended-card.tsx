// Recommended: practise the weakest topic next (the first knowledge gap).
import { LightbulbIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

export function RecommendedCard({ topic }: { topic: string }) {
  return (
    <Card.Root className={css({ bg: 'accent.subtle', borderColor: 'accent.muted' })}>
      <section
        aria-labelledby="recommended-title"
        className={css({ p: { base: '5', md: '6' }, display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2
          id="recommended-title"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            textStyle: 'lg',
            fontWeight: 'semibold',
            color: 'accent.text',
            '& svg': { w: '5', h: '5' },
          })}
        >
          <LightbulbIcon aria-hidden="true" />
          Recommended
        </h2>
        <p className={css({ color: 'fg.default' })}>
          Focus on <strong>{topic}</strong> next: it is your weakest topic so far. A short follow-up exam on it will
          close the gap fastest.
        </p>
        <Button variant="solid" disabled className={css({ alignSelf: 'flex-start' })}>
          Generate Follow-up Exam
        </Button>
      </section>
    </Card.Root>
  );
}
