// Upload Study Materials (spec section 2): the drop zone, the student's
// materials with their tools, and Key Concepts. With ?courseId of a known
// course the page is locked to that course and shows only the upload.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { coursesQueryOptions } from '../../api/queries/courses';
import { materialsQueryOptions } from '../../api/queries/materials';
import { pollWhileProcessing } from '../../api/queries/poll-processing';
import { PageHeader } from '../../components/layout/page-header';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { DropZone } from '../../components/upload/drop-zone';
import { KeyConcepts } from '../../components/upload/key-concepts';
import { noCourse } from '../../components/upload/material-row';
import { MaterialsList, sectionTitle } from '../../components/upload/materials-list';
import { keyConcepts } from '../../components/upload/upload-rules';
import { useMaterialUploads } from '../../components/upload/use-material-uploads';

type UploadSearch = { courseId?: string };

export const Route = createFileRoute('/_app/upload')({
  // The search parser reads JSON, so a numeric-looking id arrives as a number.
  validateSearch: (search: { courseId?: string | number }): UploadSearch => {
    const courseId = search.courseId;
    return typeof courseId === 'string' || typeof courseId === 'number' ? { courseId: String(courseId) } : {};
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(coursesQueryOptions());
  },
  component: UploadPage,
});

function UploadPage() {
  const { courseId: requestedCourseId } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const courses = useQuery(coursesQueryOptions());
  const lockedCourse = requestedCourseId ? courses.data?.find((c) => c.id === requestedCourseId) : undefined;
  // The lock is only known once the courses are in; until then nothing that the lock hides is shown.
  const lockPending = Boolean(requestedCourseId) && courses.isPending;
  const locked = Boolean(lockedCourse);
  const materials = useQuery({
    ...materialsQueryOptions(),
    enabled: !locked && !lockPending,
    refetchInterval: pollWhileProcessing,
  });
  const [chosenCourse, setChosenCourse] = useState<string>(noCourse);
  const uploads = useMaterialUploads();

  const targetCourse = lockedCourse ? lockedCourse.id : chosenCourse === noCourse ? null : chosenCourse;
  const courseList = courses.data ?? [];

  return (
    <>
      {lockedCourse ? (
        <Breadcrumb
          items={[
            { label: 'Dashboard', link: { to: '/' } },
            { label: lockedCourse.name, link: { to: '/courses/$id/dashboard', params: { id: lockedCourse.id } } },
            { label: 'Add Materials' },
          ]}
        />
      ) : null}
      <PageHeader
        title="Upload Study Materials"
        description="Upload PDF, DOCX or TXT files and Prepwise turns them into practice questions."
      />

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', lg: '1fr 2fr' },
            alignItems: 'start',
          })}
        >
          <Card.Root>
            <Card.Body className={css({ gap: '3' })}>
              <h2 className={sectionTitle}>Course (Optional)</h2>
              {courses.isPending ? (
                <Skeleton className={css({ h: '10' })} />
              ) : (
                <Field
                  label="Add the uploaded files to"
                  hint={
                    lockedCourse ? (
                      <>
                        Files you upload here go to this course. They appear on its{' '}
                        <Link
                          to="/courses/$id/dashboard"
                          params={{ id: lockedCourse.id }}
                          className={css({ color: 'accent.text', textDecoration: 'underline' })}
                        >
                          course dashboard
                        </Link>
                        .
                      </>
                    ) : (
                      'Group materials by course to create course exams. You can change it later.'
                    )
                  }
                >
                  {(id) => (
                    <Select
                      id={id}
                      value={targetCourse ?? noCourse}
                      disabled={uploads.uploading}
                      onChange={(event) => {
                        const value = event.target.value;
                        // A locked page stays locked: choosing another course moves the lock to it.
                        if (locked) void navigate({ search: { courseId: value } });
                        else setChosenCourse(value);
                      }}
                    >
                      {locked ? null : <option value={noCourse}>No Course</option>}
                      {courseList.map((course) => (
                        <option key={course.id} value={course.id}>
                          {course.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )}
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Body className={css({ gap: '3' })}>
              <h2 className={sectionTitle}>Upload File</h2>
              <DropZone upload={uploads} onFiles={(files) => void uploads.uploadAll(files, targetCourse)} />
            </Card.Body>
          </Card.Root>
        </div>

        {locked || lockPending ? null : (
          <>
            <MaterialsList
              materials={materials.data}
              courses={courseList}
              loading={materials.isPending}
              error={materials.error}
              onRetry={() => void materials.refetch()}
            />
            {materials.isError ? null : (
              <KeyConcepts concepts={keyConcepts(materials.data ?? [])} loading={materials.isPending} />
            )}
          </>
        )}
      </div>
    </>
  );
}
