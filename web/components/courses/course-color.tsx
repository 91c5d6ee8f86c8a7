// A course's colour: the dot on its card and the badge on its dashboard. The
// colour is the student's own data (one of six), so it is set inline.

import { css, cx } from 'styled-system/css';
import { courseColors } from '../../../worker/contracts/courses';
import { courseColor } from '../../lib/format';
import { Badge } from '../ui/badge';

/** The colour's name (Indigo, Emerald…), so it is never shown by colour alone. */
export const courseColorName = (color: string | null | undefined) => {
  const value = courseColor(color).toUpperCase();
  return courseColors.find((c) => c.value === value)?.name ?? 'Custom';
};

export function CourseColorDot({ color, className }: { color: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'full', flexShrink: '0' }), className)}
      style={{ backgroundColor: courseColor(color) }}
    />
  );
}

export function CourseColorBadge({ color }: { color: string | null | undefined }) {
  return (
    <Badge>
      <CourseColorDot color={color} className={css({ w: '2', h: '2' })} />
      {courseColorName(color)}
    </Badge>
  );
}
