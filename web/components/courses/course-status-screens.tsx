// The course dashboard's Invalid Course and error screens, and its loading skeleton.
import { TriangleAlertIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { ApiError } from '../../api/client';
import { Button, LinkButton } from '../ui/button';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';

const screen = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: { base: '12', md: '20' },
  px: '6',
});

export function InvalidCourse() {
  return (
    <Card.Root>
      <div className={screen} role="alert">
        <TriangleAlertIcon aria-hidden="true" className={css({ w: '10', h: '10', color: 'warning.default' })} />
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>Invalid Course</h1>
        <p className={css({ color: 'fg.muted' })}>No course ID provided</p>
        <LinkButton to="/courses" variant="outline" className={css({ mt: '2' })}>
          Go Back to Courses
        </LinkButton>
      </div>
    </Card.Root>
  );
}

/** Which request failed, in the spec's words (section 8). */
export type CourseLoadFailure = { source: 'course' | 'dashboard' | 'materials' | 'exams'; error: Error };

export function courseFailureMessage({ source, error }: CourseLoadFailure): string {
  const status = error instanceof ApiError ? error.status : 0;
  switch (source) {
    case 'course':
      return status === 403
        ? "You don't have access to this course"
        : status === 404
          ? 'Course not found'
          : 'Failed to fetch course';
    case 'dashboard':
      return 'Failed to fetch dashboard data';
    case 'materials':
      return 'Failed to fetch materials';
    case 'exams':
      return 'Failed to fetch exams';
  }
}

export function CourseLoadError({ failure, onRetry }: { failure: CourseLoadFailure; onRetry: () => void }) {
  const status = failure.error instanceof ApiError ? failure.error.status : 0;
  const denied = status === 403;
  // A missing or foreign course will not appear by asking again; a dropped connection may.
  const retryable = status !== 403 && status !== 404;
  return (
    <Card.Root>
      <div className={screen} role="alert">
        <TriangleAlertIcon aria-hidden="true" className={css({ w: '10', h: '10', color: 'danger.default' })} />
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{courseFailureMessage(failure)}</h1>
        <p className={css({ color: 'fg.muted', maxW: 'md' })}>
          {denied
            ? 'Please check your permissions or contact your administrator.'
            : "The course you're looking for doesn't exist or has been removed."}
        </p>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center', mt: '2' })}>
          <LinkButton to="/courses" variant="outline">
            Go Back to Courses
          </LinkButton>
          {retryable ? <Button onClick={onRetry}>Try Again</Button> : null}
        </div>
      </div>
    </Card.Root>
  );
}

export function CourseDashboardSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading course"
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <Skeleton className={css({ h: '4', w: '64' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Skeleton className={css({ h: '8', w: '72', maxW: 'full' })} />
        <Skeleton className={css({ h: '4', w: '96', maxW: 'full' })} />
      </div>
      <Skeleton className={css({ h: '28' })} />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={css({ h: '28' })} />
        ))}
      </div>
      <Skeleton className={css({ h: '48' })} />
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <Skeleton className={css({ h: '64' })} />
        <Skeleton className={css({ h: '64' })} />
      </div>
    </div>
  );
}
