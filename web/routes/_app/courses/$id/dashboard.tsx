// A course's dashboard (spec section 2): header, syllabus, stats, exams,
// recent materials and attempts; the Invalid Course and error screens.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BookOpenIcon, ClockIcon, FilePlusIcon, GraduationCapIcon, SparklesIcon, TargetIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { courseQueryOptions } from '../../../../api/queries/courses';
import { examsQueryOptions } from '../../../../api/queries/exams';
import { materialsQueryOptions } from '../../../../api/queries/materials';
import { pollWhileProcessing } from '../../../../api/queries/poll-processing';
import { dashboardQueryOptions } from '../../../../api/queries/progress';
import { CourseColorBadge } from '../../../../components/courses/course-color';
import {
  CourseExams,
  CourseRecentAttempts,
  CourseRecentMaterials,
} from '../../../../components/courses/course-sections';
import {
  CourseDashboardSkeleton,
  CourseLoadError,
  type CourseLoadFailure,
  InvalidCourse,
} from '../../../../components/courses/course-status-screens';
import { SyllabusCard } from '../../../../components/courses/syllabus-card';
import { Breadcrumb } from '../../../../components/ui/breadcrumb';
import { LinkButton } from '../../../../components/ui/button';
import { StatCard } from '../../../../components/ui/stat-card';
import { statValue } from '../../../../lib/format';

export const Route = createFileRoute('/_app/courses/$id/dashboard')({
  loader: ({ context, params }) => {
    const id = params.id.trim();
    if (!id) return;
    // Started together, read by the page as they arrive (the page shows its own skeleton).
    void context.queryClient.prefetchQuery(courseQueryOptions(id));
    void context.queryClient.prefetchQuery(dashboardQueryOptions(id));
    void context.queryClient.prefetchQuery(materialsQueryOptions(id));
    void context.queryClient.prefetchQuery(examsQueryOptions(id));
  },
  component: CourseDashboardPage,
});

function CourseDashboardPage() {
  const id = Route.useParams().id.trim();
  return id ? <CourseDashboard id={id} /> : <InvalidCourse />;
}

function CourseDashboard({ id }: { id: string }) {
  const course = useQuery(courseQueryOptions(id));
  const dashboard = useQuery(dashboardQueryOptions(id));
  const materials = useQuery({ ...materialsQueryOptions(id), refetchInterval: pollWhileProcessing });
  const exams = useQuery(examsQueryOptions(id));

  const failure: CourseLoadFailure | null = course.error
    ? { source: 'course', error: course.error }
    : dashboard.error
      ? { source: 'dashboard', error: dashboard.error }
      : materials.error
        ? { source: 'materials', error: materials.error }
        : exams.error
          ? { source: 'exams', error: exams.error }
          : null;

  if (failure) {
    const retry = () => {
      for (const query of [course, dashboard, materials, exams]) if (query.isError) void query.refetch();
    };
    return <CourseLoadError failure={failure} onRetry={retry} />;
  }
  if (!course.data || !dashboard.data || !materials.data || !exams.data) return <CourseDashboardSkeleton />;

  const { stats, recentAttempts } = dashboard.data;
  const c = course.data;
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Dashboard', link: { to: '/dashboard' } },
          { label: 'Courses', link: { to: '/courses' } },
          { label: 'Course Dashboard' },
        ]}
      />
      <header
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { base: 'flex-start', md: 'flex-start' },
          justifyContent: 'space-between',
          gap: '4',
          mb: '8',
        })}
      >
        <div className={css({ minW: '0' })}>
          <div className={css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3' })}>
            <h1
              className={css({
                textStyle: { base: '2xl', md: '3xl' },
                fontWeight: 'bold',
                letterSpacing: '-0.02em',
                wordBreak: 'break-word',
              })}
            >
              {c.name}
            </h1>
            <CourseColorBadge color={c.color} />
          </div>
          {c.description ? <p className={css({ color: 'fg.muted', mt: '1', maxW: '3xl' })}>{c.description}</p> : null}
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', flexShrink: '0' })}>
          <LinkButton to="/upload" search={{ courseId: c.id }} variant="outline">
            <FilePlusIcon aria-hidden="true" />
            Add Materials
          </LinkButton>
          <LinkButton to="/courses/$id/create-exam" params={{ id: c.id }}>
            <SparklesIcon aria-hidden="true" />
            Create Exam
          </LinkButton>
        </div>
      </header>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <SyllabusCard course={c} />

        <section aria-label="Course statistics">
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            })}
          >
            <li>
              <StatCard
                label="Study Materials"
                value={statValue(stats.materialsCount)}
                icon={<BookOpenIcon aria-hidden="true" />}
              />
            </li>
            <li>
              <StatCard
                label="Exams Completed"
                value={statValue(stats.examsCompleted)}
                icon={<GraduationCapIcon aria-hidden="true" />}
              />
            </li>
            <li>
              <StatCard
                label="Avg. Score"
                value={statValue(stats.averageScore, (n) => `${n}%`)}
                icon={<TargetIcon aria-hidden="true" />}
              />
            </li>
            <li>
              <StatCard
                label="Study Time"
                value={statValue(stats.studyTimeHours, (n) => `${n}h`)}
                icon={<ClockIcon aria-hidden="true" />}
              />
            </li>
          </ul>
        </section>

        <CourseExams exams={exams.data} />

        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          })}
        >
          <CourseRecentMaterials materials={materials.data} courseId={c.id} />
          <CourseRecentAttempts attempts={recentAttempts} />
        </div>
      </div>
    </>
  );
}
