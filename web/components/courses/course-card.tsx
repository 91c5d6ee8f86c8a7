// A course on My Courses: colour dot, name, description, and its three actions.
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Course } from '../../api/queries/courses';
import { Button, LinkButton } from '../ui/button';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { CourseColorDot } from './course-color';

export function CourseCard({
  course,
  onEdit,
  onDelete,
}: {
  course: Pick<Course, 'id' | 'name' | 'description' | 'color'>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card.Root className={css({ h: 'full' })}>
      <Card.Body className={css({ gap: '2', p: '5' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5' })}>
          <CourseColorDot color={course.color} />
          <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', minW: '0', wordBreak: 'break-word' })}>
            {course.name}
          </h3>
        </div>
        {course.description ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted', lineClamp: '3' })}>{course.description}</p>
        ) : null}
      </Card.Body>
      <Card.Footer className={css({ p: '5', pt: '0', gap: '2', flexWrap: 'wrap' })}>
        <LinkButton
          to="/courses/$id/dashboard"
          params={{ id: course.id }}
          size="sm"
          variant="subtle"
          className={css({ flex: '1 1 auto' })}
          aria-label={`View Dashboard of ${course.name}`}
        >
          View Dashboard
        </LinkButton>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={`Edit ${course.name}`}
          className={css({ px: '2.5' })}
        >
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onDelete}
          aria-label={`Delete ${course.name}`}
          className={css({ px: '2.5', color: 'danger.text' })}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '3', p: '5' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5' })}>
          <Skeleton className={css({ w: '3', h: '3', borderRadius: 'full' })} />
          <Skeleton className={css({ h: '5', w: '1/2' })} />
        </div>
        <Skeleton className={css({ h: '3.5', w: 'full' })} />
        <Skeleton className={css({ h: '3.5', w: '2/3' })} />
      </Card.Body>
      <Card.Footer className={css({ p: '5', pt: '0', gap: '2' })}>
        <Skeleton className={css({ h: '8', flex: '1' })} />
        <Skeleton className={css({ h: '8', w: '16' })} />
        <Skeleton className={css({ h: '8', w: '20' })} />
      </Card.Footer>
    </Card.Root>
  );
}
