// The Uploaded Materials section: list tools (select all, bulk delete, generate
// exam) and one row per material (spec sections 2, 4 and 8).

import { useQueryClient } from '@tanstack/react-query';
import { FolderOpenIcon, SparklesIcon, Trash2Icon, TriangleAlertIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { Course } from '../../api/queries/courses';
import { type Material, useMaterialMutations } from '../../api/queries/materials';
import { dashboardKeys } from '../../api/queries/progress';
import { materialName } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { notify } from '../ui/toast';
import { MaterialRow } from './material-row';
import { plural } from './upload-rules';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

export const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.default' });
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: { base: '4', md: '5' },
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

export function MaterialsSkeleton() {
  return (
    <ul
      aria-label="Loading materials"
      aria-busy="true"
      className={css({ divideY: '1px', divideColor: 'border.default' })}
    >
      {[0, 1, 2].map((i) => (
        <li key={i} className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '5', py: '4' })}>
          <Skeleton className={css({ w: '5', h: '5' })} />
          <Skeleton className={css({ w: '11', h: '11' })} />
          <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Skeleton className={css({ h: '4', w: '1/2' })} />
            <Skeleton className={css({ h: '3', w: '3/4' })} />
          </div>
          <Skeleton className={css({ h: '9', w: '40', display: { base: 'none', md: 'block' } })} />
        </li>
      ))}
    </ul>
  );
}

export function MaterialsList({
  materials,
  courses,
  loading,
  error,
  onRetry,
}: {
  materials: Material[] | undefined;
  courses: Pick<Course, 'id' | 'name'>[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { move, remove, generateExam } = useMaterialMutations();
  const queryClient = useQueryClient();
  // Dashboards count materials per course: after a move or delete their next visit reads anew.
  const refreshDashboards = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [bulkPending, setBulkPending] = useState(false);
  const [toDelete, setToDelete] = useState<Material | null>(null);
  const [moving, setMoving] = useState<Set<string>>(new Set());

  const list = materials ?? [];
  const completedIds = useMemo(() => list.filter((m) => m.status === 'completed').map((m) => m.id), [list]);
  // Only completed materials can be selected; one that vanished or changed leaves the selection.
  const selected = completedIds.filter((id) => picked.has(id));
  const allSelected = completedIds.length > 0 && selected.length === completedIds.length;

  const setOne = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function changeCourse(material: Material, courseId: string | null) {
    setMoving((s) => new Set(s).add(material.id));
    try {
      await move.mutateAsync({ id: material.id, courseId });
      refreshDashboards();
      notify.success({
        title: 'Course updated',
        description: courseId ? 'Material assigned to course' : 'Material removed from course',
      });
    } catch (error) {
      notify.destructive({ title: 'Update failed', description: messageOf(error) ?? 'Failed to update material' });
    } finally {
      setMoving((s) => {
        const next = new Set(s);
        next.delete(material.id);
        return next;
      });
    }
  }

  async function deleteOne(material: Material) {
    try {
      await remove.mutateAsync(material.id);
      refreshDashboards();
      setOne(material.id, false);
      setToDelete(null);
      notify.success({ title: 'File deleted', description: `${materialName(material)} has been removed` });
    } catch (error) {
      setToDelete(null);
      notify.destructive({ title: 'Delete failed', description: messageOf(error) ?? 'Failed to delete file' });
    }
  }

  async function deleteSelected() {
    const ids = [...selected];
    setBulkPending(true);
    // One call per material; some may fail while the others go (spec section 7).
    const results = await Promise.allSettled(ids.map((id) => remove.mutateAsync(id)));
    const deleted = ids.filter((_, i) => results[i]?.status === 'fulfilled');
    if (deleted.length) refreshDashboards();
    setPicked((current) => new Set([...current].filter((id) => !deleted.includes(id))));
    setBulkPending(false);
    setConfirmBulk(false);
    const failed = ids.length - deleted.length;
    if (failed === 0) notify.success({ title: 'Materials deleted' });
    else if (deleted.length === 0)
      notify.destructive({ title: 'Delete failed', description: 'Failed to delete materials' });
    else
      notify.info({
        title: 'Partial deletion',
        description: `Deleted ${deleted.length} of ${ids.length} materials. ${failed} failed.`,
      });
  }

  async function generate() {
    const ids = [...selected];
    try {
      await generateExam.mutateAsync(ids);
      setPicked(new Set());
      notify.success({
        title: 'Exam generated successfully!',
        description: `Created exam from ${ids.length} material(s)`,
      });
    } catch (error) {
      notify.destructive({
        title: 'Exam generation failed',
        description: messageOf(error) ?? 'Failed to generate exam',
      });
    }
  }

  return (
    <Card.Root>
      <div className={header}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <h2 className={sectionTitle}>Uploaded Materials</h2>
          {materials ? <Badge>{plural(list.length, 'file')}</Badge> : null}
        </div>
        {list.length > 0 ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button
              variant="outline"
              size="sm"
              disabled={completedIds.length === 0}
              onClick={() => setPicked(allSelected ? new Set() : new Set(completedIds))}
            >
              {allSelected ? 'Deselect All' : 'Select All'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={selected.length === 0}
              onClick={() => setConfirmBulk(true)}
              className={css({ color: 'danger.text' })}
            >
              <Trash2Icon aria-hidden="true" />
              Delete Selected
            </Button>
            <Button size="sm" disabled={selected.length === 0 || generateExam.isPending} onClick={generate}>
              <SparklesIcon aria-hidden="true" />
              {generateExam.isPending ? 'Generating...' : 'Generate Exam'}
            </Button>
          </div>
        ) : null}
      </div>

      <div aria-live="polite">
        {selected.length > 0 ? (
          <p
            className={css({
              px: { base: '4', md: '5' },
              py: '2.5',
              bg: 'accent.subtle',
              color: 'accent.text',
              textStyle: 'sm',
              fontWeight: 'medium',
              borderBottomWidth: '1px',
              borderColor: 'accent.muted',
            })}
          >
            {plural(selected.length, 'material')} selected
          </p>
        ) : null}
      </div>

      {loading ? (
        <MaterialsSkeleton />
      ) : error ? (
        <EmptyState
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title="Failed to fetch materials"
          description={error.message}
          action={
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<FolderOpenIcon aria-hidden="true" />}
          title="No files uploaded yet"
          description="Upload your first study material to get started"
        />
      ) : (
        <ul aria-label="Uploaded materials" className={css({ divideY: '1px', divideColor: 'border.default' })}>
          {list.map((material) => (
            <MaterialRow
              key={material.id}
              material={material}
              courses={courses}
              selected={picked.has(material.id) && material.status === 'completed'}
              onSelectedChange={(on) => setOne(material.id, on)}
              onCourseChange={(courseId) => changeCourse(material, courseId)}
              courseChangePending={moving.has(material.id)}
              onDelete={() => setToDelete(material)}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirmBulk}
        onOpenChange={(open) => !bulkPending && setConfirmBulk(open)}
        title="Delete Selected Materials"
        description={`Are you sure you want to delete ${selected.length} material(s)? This action cannot be undone and will permanently remove the selected materials and their associated questions.`}
        confirmLabel="Delete"
        pending={bulkPending}
        onConfirm={deleteSelected}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        title="Delete Material?"
        description={`Are you sure you want to delete ${toDelete ? materialName(toDelete) : 'this material'}? This action cannot be undone and will permanently remove the material and its associated questions.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => toDelete && deleteOne(toDelete)}
      />
    </Card.Root>
  );
}
