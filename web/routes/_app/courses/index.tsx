// My Courses (spec section 2): the student's courses, add, edit and delete.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BookOpenIcon, PlusIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { coursesQueryOptions, useCourseMutations } from '../../../api/queries/courses';
import { CourseCard, CourseCardSkeleton } from '../../../components/courses/course-card';
import { CourseFormDialog, type EditableCourse } from '../../../components/courses/course-form-dialog';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { notify } from '../../../components/ui/toast';

export const Route = createFileRoute('/_app/courses/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(coursesQueryOptions());
  },
  component: CoursesPage,
});

const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});

function CoursesPage() {
  const courses = useQuery(coursesQueryOptions());
  const { remove } = useCourseMutations();
  const [form, setForm] = useState<{ open: boolean; course: EditableCourse | null }>({ open: false, course: null });
  const [toDelete, setToDelete] = useState<EditableCourse | null>(null);

  const openAdd = () => setForm({ open: true, course: null });

  async function deleteCourse(course: EditableCourse) {
    try {
      await remove.mutateAsync(course.id);
      notify.success({ title: 'Course deleted successfully!' });
    } catch {
      notify.destructive({ title: 'Failed to delete course' });
    }
    setToDelete(null);
  }

  return (
    <>
      <PageHeader
        title="My Courses"
        description="Organize your study materials and exams by course or subject."
        actions={
          <Button onClick={openAdd}>
            <PlusIcon aria-hidden="true" />
            Add Course
          </Button>
        }
      />

      {courses.isPending ? (
        <div className={grid} role="status" aria-busy="true" aria-label="Loading courses">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <CourseCardSkeleton key={i} />
          ))}
        </div>
      ) : courses.isError ? (
        <Card.Root>
          <EmptyState
            icon={<TriangleAlertIcon aria-hidden="true" />}
            title="Unable to load your courses"
            description={courses.error.message}
            action={
              <Button variant="outline" onClick={() => void courses.refetch()}>
                Try Again
              </Button>
            }
          />
        </Card.Root>
      ) : courses.data.length === 0 ? (
        <Card.Root>
          <EmptyState
            icon={<BookOpenIcon aria-hidden="true" />}
            title="No courses yet"
            description="Create your first course to start organizing your study materials."
            action={
              <Button onClick={openAdd}>
                <PlusIcon aria-hidden="true" />
                Add Course
              </Button>
            }
          />
        </Card.Root>
      ) : (
        <ul className={grid} aria-label="Courses">
          {courses.data.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                onEdit={() => setForm({ open: true, course })}
                onDelete={() => setToDelete(course)}
              />
            </li>
          ))}
        </ul>
      )}

      <CourseFormDialog open={form.open} course={form.course} onClose={() => setForm({ open: false, course: null })} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        title="Delete Course?"
        description={`Are you sure you want to delete ${toDelete?.name ?? 'this course'}? Its exams will be deleted too. Its study materials are kept and become Uncategorized. This action cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => toDelete && deleteCourse(toDelete)}
      />
    </>
  );
}
