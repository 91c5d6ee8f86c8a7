// Key Concepts: the topics of the student's processed materials, each with how
// many documents cover it (derived on the client, spec section 2).
import { TagsIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { sectionTitle } from './materials-list';
import { type KeyConcept, plural } from './upload-rules';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
  p: { base: '4', md: '5' },
});

export function KeyConcepts({ concepts, loading }: { concepts: KeyConcept[]; loading: boolean }) {
  return (
    <Card.Root>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: { base: '4', md: '5' },
          py: '4',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <h2 className={sectionTitle}>Key Concepts</h2>
        {loading ? null : <Badge>{plural(concepts.length, 'topic')}</Badge>}
      </div>
      {loading ? (
        <div className={grid} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={css({ h: '12' })} />
          ))}
        </div>
      ) : concepts.length === 0 ? (
        <EmptyState
          icon={<TagsIcon aria-hidden="true" />}
          title="No topics yet"
          description="Topics will appear here once you upload documents"
        />
      ) : (
        <ul aria-label="Key concepts" className={grid}>
          {concepts.map(({ topic, documentCount }) => (
            <li
              key={topic}
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                px: '4',
                py: '3',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'l2',
                bg: 'bg.subtle',
              })}
            >
              <span className={css({ fontWeight: 'medium', textStyle: 'sm', minW: '0', wordBreak: 'break-word' })}>
                {topic}
              </span>
              <Badge tone="accent" className={css({ flexShrink: '0' })}>
                {plural(documentCount, 'document')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card.Root>
  );
}
