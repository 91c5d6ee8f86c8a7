// Create an exam from a course's materials (spec sections 2, 5 and 8).
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { SparklesIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { ApiError } from '../../../../api/client';
import { courseQueryOptions } from '../../../../api/queries/courses';
import { useExamMutations } from '../../../../api/queries/exams';
import { materialsQueryOptions } from '../../../../api/queries/materials';
import { pollWhileProcessing } from '../../../../api/queries/poll-processing';
import {
  type ExamFormProblem,
  examDateIso,
  firstProblem,
  localDate,
  topicsOf,
} from '../../../../components/exam/create-exam-form';
import {
  type Difficulty,
  difficulties,
  difficultyLabel,
  examDefaults,
  type QuestionType,
  questionCounts,
  questionTypeLabel,
  questionTypes,
  timeLimitLabel,
  timeLimits,
} from '../../../../components/exam/exam-options';
import { MaterialPicker } from '../../../../components/exam/material-picker';
import { PageHeader } from '../../../../components/layout/page-header';
import { Breadcrumb } from '../../../../components/ui/breadcrumb';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Field, Input, Select, Textarea } from '../../../../components/ui/field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';

export const Route = createFileRoute('/_app/courses/$id/create-exam')({
  loader: async ({ context, params, preload }) => {
    try {
      await context.queryClient.ensureQueryData(courseQueryOptions(params.id));
    } catch (error) {
      if (preload) return;
      // Spec section 8: an unknown course is a toast and the course list.
      if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) {
        toast.destructive({ title: 'Course not found', description: 'The requested course does not exist' });
        throw redirect({ to: '/courses', replace: true });
      }
      throw error;
    }
  },
  pendingComponent: CreateExamSkeleton,
  component: CreateExamPage,
});

const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold' });

function CreateExamPage() {
  const { id: courseId } = Route.useParams();
  const navigate = useNavigate();
  const course = useQuery(courseQueryOptions(courseId));
  const materials = useQuery({
    ...materialsQueryOptions(courseId),
    refetchInterval: pollWhileProcessing,
  });
  const { create } = useExamMutations();

  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [materialIds, setMaterialIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [questionCount, setQuestionCount] = useState(examDefaults.questionCount);
  const [timeLimit, setTimeLimit] = useState(examDefaults.timeLimit);
  const [difficulty, setDifficulty] = useState<Difficulty>(examDefaults.difficulty);
  const [types, setTypes] = useState<QuestionType[]>(examDefaults.questionTypes);
  const [examDate, setExamDate] = useState('');
  const [problem, setProblem] = useState<ExamFormProblem | null>(null);

  const titleRef = useRef<HTMLInputElement>(null);
  const materialsRef = useRef<HTMLFieldSetElement>(null);
  const typesRef = useRef<HTMLFieldSetElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const today = localDate(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = firstProblem({ title, materialIds, questionTypes: types, examDate }, today);
    setProblem(found);
    if (found) {
      toast.destructive({ title: found.message });
      const target = { title: titleRef, materials: materialsRef, questionTypes: typesRef, examDate: dateRef }[
        found.field
      ];
      (target.current?.querySelector('input') ?? target.current)?.focus();
      return;
    }
    create.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        timeLimit,
        questionCount,
        difficulty,
        questionTypes: types,
        examDate: examDate ? examDateIso(examDate) : null,
        courseId,
        topics: topicsOf(materials.data ?? [], materialIds),
        materialIds,
        status: 'draft',
      },
      {
        onSuccess: (created) => {
          // The route's 201 body is not inferred through its helper (AppType says never).
          const made = created as unknown as { id: string; questionCount: number; requestedCount: number };
          toast.success({ title: 'Exam generated successfully!', description: 'Review your exam before starting' });
          const asked = made.questionCount < made.requestedCount ? made.requestedCount : undefined;
          void navigate({ to: '/exam/$id/preview', params: { id: made.id }, search: { asked } });
        },
        onError: (error) =>
          toast.destructive({
            title: 'Failed to create exam',
            description: error.message || 'Unknown error occurred',
          }),
      },
    );
  };

  const courseName = course.data?.name ?? 'Course';
  const invalid = (field: ExamFormProblem['field']) => problem?.field === field;

  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Courses', link: { to: '/courses' } },
          { label: courseName, link: { to: '/courses/$id/dashboard', params: { id: courseId } } },
          { label: 'Create Exam' },
        ]}
      />
      <PageHeader title="Create Exam" description={`Build a practice exam from the materials of ${courseName}.`} />
      <form
        onSubmit={submit}
        noValidate
        aria-busy={create.isPending}
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
          <Card.Root>
            <Card.Body className={css({ gap: '4' })}>
              <h2 className={sectionTitle}>Exam details</h2>
              <Field label="Title">
                {(id) => (
                  <Input
                    id={id}
                    ref={titleRef}
                    value={title}
                    maxLength={200}
                    aria-invalid={invalid('title') || undefined}
                    placeholder="e.g. Midterm practice: functional programming"
                    onChange={(e) => {
                      setTitle(e.target.value);
                      if (invalid('title')) setProblem(null);
                    }}
                  />
                )}
              </Field>
              <Field label="Description (optional)">
                {(id) => (
                  <Textarea
                    id={id}
                    value={description}
                    maxLength={2000}
                    rows={3}
                    placeholder="What this exam is for"
                    onChange={(e) => setDescription(e.target.value)}
                  />
                )}
              </Field>
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Body className={css({ gap: '4' })}>
              <fieldset
                ref={materialsRef}
                aria-invalid={invalid('materials') || undefined}
                className={css({ display: 'grid', gap: '3' })}
              >
                <legend className={css({ display: 'contents' })}>
                  <h2 className={sectionTitle}>Materials</h2>
                </legend>
                <p className={css({ textStyle: 'sm', color: 'fg.muted', mt: '-2' })}>
                  Questions come from the processed materials you choose.
                </p>
                <MaterialPicker
                  courseId={courseId}
                  materials={materials.data}
                  loading={materials.isPending}
                  selected={materialIds}
                  onSelectedChange={(ids) => {
                    setMaterialIds(ids);
                    if (invalid('materials')) setProblem(null);
                  }}
                  search={search}
                  onSearchChange={setSearch}
                  invalid={invalid('materials')}
                />
                {materials.isError ? (
                  <p role="alert" className={css({ textStyle: 'sm', color: 'danger.text' })}>
                    Failed to fetch materials: {materials.error.message}
                  </p>
                ) : null}
              </fieldset>
            </Card.Body>
          </Card.Root>
        </div>

        <Card.Root className={css({ position: { lg: 'sticky' }, top: { lg: '24' } })}>
          <Card.Body className={css({ gap: '4' })}>
            <h2 className={sectionTitle}>Settings</h2>
            <Field label="Number of questions">
              {(id) => (
                <Select id={id} value={questionCount} onChange={(e) => setQuestionCount(Number(e.target.value))}>
                  {questionCounts.map((n) => (
                    <option key={n} value={n}>
                      {n} questions
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Time limit">
              {(id) => (
                <Select id={id} value={timeLimit} onChange={(e) => setTimeLimit(Number(e.target.value))}>
                  {timeLimits.map((n) => (
                    <option key={n} value={n}>
                      {timeLimitLabel(n)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Difficulty">
              {(id) => (
                <Select id={id} value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)}>
                  {difficulties.map((d) => (
                    <option key={d} value={d}>
                      {difficultyLabel(d)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <fieldset
              ref={typesRef}
              aria-invalid={invalid('questionTypes') || undefined}
              className={css({ display: 'grid', gap: '2' })}
            >
              <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '1.5' })}>Question types</legend>
              {questionTypes.map((type) => (
                <Checkbox
                  key={type}
                  checked={types.includes(type)}
                  onCheckedChange={(on) => {
                    setTypes((current) =>
                      on
                        ? questionTypes.filter((t) => t === type || current.includes(t))
                        : current.filter((t) => t !== type),
                    );
                    if (invalid('questionTypes')) setProblem(null);
                  }}
                >
                  {questionTypeLabel(type)}
                </Checkbox>
              ))}
              {invalid('questionTypes') ? (
                <p className={css({ textStyle: 'xs', color: 'danger.text' })}>Select at least one question type.</p>
              ) : null}
            </fieldset>
            <Field label="Exam date (optional)" hint="When you sit the real exam; it helps schedule your reviews.">
              {(id) => (
                <Input
                  id={id}
                  ref={dateRef}
                  type="date"
                  min={today}
                  value={examDate}
                  aria-invalid={invalid('examDate') || undefined}
                  onChange={(e) => {
                    setExamDate(e.target.value);
                    if (invalid('examDate')) setProblem(null);
                  }}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={create.isPending} className={css({ mt: '2', w: 'full' })}>
              {create.isPending ? (
                <>
                  <Spinner
                    className={css({
                      w: '4',
                      h: '4',
                      borderWidth: '2px',
                      borderColor: 'accent.fg/40',
                      borderTopColor: 'accent.fg',
                    })}
                  />
                  Generating exam…
                </>
              ) : (
                <>
                  <SparklesIcon /> Generate Exam
                </>
              )}
            </Button>
            {create.isPending ? (
              <p role="status" className={css({ textStyle: 'xs', color: 'fg.muted', textAlign: 'center' })}>
                Writing questions from your materials. This can take a few seconds.
              </p>
            ) : null}
          </Card.Body>
        </Card.Root>
      </form>
    </>
  );
}

function CreateExamSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className={css({ h: '5', w: '64', mb: '6' })} />
      <Skeleton className={css({ h: '9', w: '56', mb: '10' })} />
      <div
        className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' } })}
      >
        <Skeleton className={css({ h: '96' })} />
        <Skeleton className={css({ h: '96' })} />
      </div>
    </div>
  );
}
