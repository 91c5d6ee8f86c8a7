// Recent Study Materials: the first five, each with its course and status.
import { FileTextIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Course } from '../../api/queries/courses';
import type { Material } from '../../api/queries/materials';
import { courseColor, materialName } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { materialStatusBadge } from './dashboard-logic';
import { SectionCard } from './section-card';

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0', pt: '0' },
  _last: { pb: '0' },
});
const fileIcon = css({
  flexShrink: '0',
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'l2',
  bg: 'accent.subtle',
  color: 'accent.text',
  '& svg': { w: '5', h: '5' },
});

export function CourseBadge({ course }: { course: Pick<Course, 'name' | 'color'> | undefined }) {
  if (!course) return <Badge tone="neutral">Uncategorized</Badge>;
  return (
    <Badge tone="neutral" className={css({ maxW: '48', bg: 'bg.surface' })}>
      <span
        aria-hidden="true"
        className={css({ w: '2', h: '2', borderRadius: 'full', flexShrink: '0' })}
        style={{ background: courseColor(course.color) }}
      />
      <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{course.name}</span>
    </Badge>
  );
}

export function RecentMaterials({
  materials,
  courses,
  emptyHint,
}: {
  materials: Material[];
  courses: Pick<Course, 'id' | 'name' | 'color'>[];
  emptyHint: string;
}) {
  const courseOf = (id: string | null) => courses.find((c) => c.id === id);
  return (
    <SectionCard
      title="Recent Study Materials"
      icon={<FileTextIcon aria-hidden="true" />}
      action={
        <Button variant="ghost" size="sm" disabled>
          View All
        </Button>
      }
    >
      {materials.length === 0 ? (
        <EmptyState icon={<FileTextIcon aria-hidden="true" />} title="No study materials yet" description={emptyHint} />
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column' })}>
          {materials.slice(0, 5).map((material) => {
            const status = materialStatusBadge(material.status);
            return (
              <li key={material.id} className={row}>
                <span className={fileIcon} aria-hidden="true">
                  <FileTextIcon />
                </span>
                <div className={css({ minW: '0', flex: '1', display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <p
                    title={materialName(material)}
                    className={css({
                      fontWeight: 'medium',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    })}
                  >
                    {materialName(material)}
                  </p>
                  <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
                    <CourseBadge course={courseOf(material.courseId)} />
                  </div>
                </div>
                <Badge tone={status.tone}>{status.label}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
