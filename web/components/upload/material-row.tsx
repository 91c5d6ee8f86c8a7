// One uploaded material: select (processed only), type, name, status, course,
// download and delete.
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Course } from '../../api/queries/courses';
import { type Material, materialFileUrl } from '../../api/queries/materials';
import { materialName } from '../../lib/format';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Select } from '../ui/field';
import { MaterialStatusBadge, MaterialStatusDetail } from './material-status';
import { MaterialTypeIcon } from './material-type-icon';

/** A native select cannot hold an empty value meaningfully (spec section 5): "none" is No Course. */
export const noCourse = 'none';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'auto auto minmax(0, 1fr)', md: 'auto auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { base: '"check icon main" "controls controls controls"', md: '"check icon main controls"' },
  alignItems: 'center',
  columnGap: '3',
  rowGap: '3',
  px: { base: '4', md: '5' },
  py: '4',
  '&[data-selected=true]': { bg: 'accent.subtle' },
});

const iconButton = css({ h: '9', w: '9', px: '0', color: 'fg.muted' });

export function MaterialRow({
  material,
  courses,
  selected,
  onSelectedChange,
  onCourseChange,
  courseChangePending,
  onDelete,
}: {
  material: Material;
  courses: Pick<Course, 'id' | 'name'>[];
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onCourseChange: (courseId: string | null) => void;
  courseChangePending: boolean;
  onDelete: () => void;
}) {
  const name = materialName(material);
  const completed = material.status === 'completed';
  return (
    <li className={row} data-selected={selected} aria-label={name}>
      <div className={css({ gridArea: 'check', w: '5', display: 'flex', justifyContent: 'center' })}>
        {completed ? (
          // The shared Checkbox puts aria-label on its visual control, not on its input; a
          // screen-reader-only label names the input itself.
          <Checkbox checked={selected} onCheckedChange={onSelectedChange}>
            <span className={css({ srOnly: true })}>Select {name}</span>
          </Checkbox>
        ) : null}
      </div>
      <div className={css({ gridArea: 'icon' })}>
        <MaterialTypeIcon mimeType={material.mimeType} />
      </div>
      <div className={css({ gridArea: 'main', minW: '0' })}>
        <p className={css({ fontWeight: 'medium', color: 'fg.default', wordBreak: 'break-word' })}>{name}</p>
        {material.description ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted', lineClamp: '2', mt: '0.5' })}>
            {material.description}
          </p>
        ) : null}
        <MaterialStatusDetail material={material} />
      </div>
      <div
        className={css({
          gridArea: 'controls',
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          justifyContent: { base: 'flex-start', md: 'flex-end' },
        })}
      >
        <Select
          aria-label={`Course for ${name}`}
          value={material.courseId ?? noCourse}
          disabled={courseChangePending}
          onChange={(event) => onCourseChange(event.target.value === noCourse ? null : event.target.value)}
          className={css({ flex: { base: '1 1 0', md: '0 0 auto' }, minW: '0', w: { md: '48' }, h: '9' })}
        >
          <option value={noCourse}>No Course</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </Select>
        {/* A fixed width on wide screens keeps every row's controls in one column. */}
        <span className={css({ display: 'flex', flexShrink: '0', w: { md: '24' }, justifyContent: { md: 'center' } })}>
          <MaterialStatusBadge status={material.status} />
        </span>
        <div className={css({ display: 'flex', gap: '1' })}>
          {completed ? (
            <a
              href={materialFileUrl(material.id)}
              download
              aria-label={`Download ${name}`}
              title="Download"
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                h: '9',
                w: '9',
                borderRadius: 'l2',
                color: 'fg.muted',
                _hover: { bg: 'bg.muted', color: 'fg.default' },
                '& svg': { w: '4', h: '4' },
              })}
            >
              <DownloadIcon aria-hidden="true" />
            </a>
          ) : (
            <Button
              variant="ghost"
              className={iconButton}
              disabled
              aria-label={`Download ${name} (available once processed)`}
            >
              <DownloadIcon aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="ghost"
            className={iconButton}
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
