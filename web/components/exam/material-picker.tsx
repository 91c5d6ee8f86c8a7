// The create-exam screen's material list: search by file name, Select All
// (completed materials among those shown), Clear All, and one row per material.
import { Link } from '@tanstack/react-router';
import { FileTextIcon, SearchIcon, UploadIcon } from 'lucide-react';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { Material } from '../../api/queries/materials';
import { materialName } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button, LinkButton } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { EmptyState } from '../ui/empty-state';
import { Input } from '../ui/field';
import { Skeleton } from '../ui/skeleton';
import { filterMaterials, selectAllCompleted } from './create-exam-form';

const statusBadge = {
  completed: { tone: 'success', label: 'Processed' },
  processing: { tone: 'warning', label: 'Processing' },
} as const;

export function MaterialStatusBadge({ status }: { status: string }) {
  const known = statusBadge[status as keyof typeof statusBadge];
  return <Badge tone={known?.tone ?? 'danger'}>{known?.label ?? (status === 'failed' ? 'Failed' : status)}</Badge>;
}

function materialNote(material: Material): string | null {
  if (material.status === 'processing') return 'Processing document...';
  if (material.status !== 'completed') return material.failureReason ?? 'This material could not be processed.';
  const topics = material.topics?.length ?? 0;
  return topics ? `${topics} ${topics === 1 ? 'topic' : 'topics'}` : null;
}

export function MaterialPicker({
  courseId,
  materials,
  loading,
  selected,
  onSelectedChange,
  search,
  onSearchChange,
  invalid,
}: {
  courseId: string;
  materials: Material[] | undefined;
  loading: boolean;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  search: string;
  onSearchChange: (search: string) => void;
  invalid: boolean;
}) {
  const searchId = useId();
  const shown = filterMaterials(materials ?? [], search);
  const chosen = new Set(selected);
  const toggle = (id: string, on: boolean) =>
    onSelectedChange(on ? [...selected, id] : selected.filter((s) => s !== id));

  if (loading) {
    return (
      <div className={css({ display: 'grid', gap: '2' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={css({ h: '14' })} />
        ))}
      </div>
    );
  }

  if (!materials?.length) {
    return (
      <EmptyState
        icon={<FileTextIcon />}
        title="No materials in this course yet"
        description="Upload study materials to this course, then come back to build an exam from them."
        action={
          <LinkButton to="/upload" search={{ courseId }} variant="outline" size="sm">
            <UploadIcon /> Add Materials
          </LinkButton>
        }
      />
    );
  }

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <div className={css({ position: 'relative', flex: '1', minW: '48' })}>
          <label htmlFor={searchId} className={css({ srOnly: true })}>
            Search materials by file name
          </label>
          <SearchIcon
            aria-hidden="true"
            className={css({
              position: 'absolute',
              left: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              w: '4',
              h: '4',
              color: 'fg.subtle',
            })}
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="Search materials…"
            className={css({ pl: '9' })}
          />
        </div>
        <Button variant="outline" size="sm" onClick={() => onSelectedChange(selectAllCompleted(selected, shown))}>
          Select All
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onSelectedChange([])} disabled={selected.length === 0}>
          Clear All
        </Button>
      </div>
      <p className={css({ textStyle: 'sm', color: invalid ? 'danger.text' : 'fg.muted' })} aria-live="polite">
        {selected.length} of {materials.length} selected
        {invalid ? ' — select at least one processed material' : ''}
      </p>
      {shown.length === 0 ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted', py: '6', textAlign: 'center' })}>
          No materials match “{search.trim()}”.
        </p>
      ) : (
        <ul
          aria-label="Course materials"
          className={css({
            display: 'grid',
            borderWidth: '1px',
            borderColor: invalid ? 'danger.default' : 'border.default',
            borderRadius: 'l2',
            divideY: '1px',
            divideColor: 'border.default',
            maxH: '96',
            overflowY: 'auto',
          })}
        >
          {shown.map((material) => {
            const ready = material.status === 'completed';
            const note = materialNote(material);
            return (
              <li
                key={material.id}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  px: '3',
                  py: '2.5',
                  bg: chosen.has(material.id) ? 'accent.subtle' : 'transparent',
                  transition: 'background 120ms',
                })}
              >
                <div className={css({ flex: '1', minW: '0' })}>
                  <Checkbox
                    checked={chosen.has(material.id)}
                    disabled={!ready}
                    onCheckedChange={(on) => toggle(material.id, on)}
                  >
                    <span className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>
                      {materialName(material)}
                    </span>
                  </Checkbox>
                  <p
                    className={css({
                      textStyle: 'xs',
                      color: 'fg.subtle',
                      pl: '6.5',
                      mt: '0.5',
                      wordBreak: 'break-word',
                    })}
                  >
                    {material.title ? `${material.originalName}` : null}
                    {material.title && note ? ' · ' : null}
                    {note}
                  </p>
                </div>
                <MaterialStatusBadge status={material.status} />
              </li>
            );
          })}
        </ul>
      )}
      {materials.length > 0 && !materials.some((m) => m.status === 'completed') ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          None of these materials is processed yet. Processing usually takes under a minute; this list updates by
          itself.
        </p>
      ) : null}
      <Link
        to="/upload"
        search={{ courseId }}
        className={css({
          textStyle: 'sm',
          color: 'accent.text',
          justifySelf: 'start',
          _hover: { textDecoration: 'underline' },
        })}
      >
        Add more materials
      </Link>
    </div>
  );
}
