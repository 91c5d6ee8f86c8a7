// A material's processing status as the spec shows it (section 4): a badge, and
// while processing the fixed 65% bar with "Processing document...".
import { css } from 'styled-system/css';
import type { Material } from '../../api/queries/materials';
import { Badge } from '../ui/badge';
import { ProgressBar } from '../ui/progress-bar';

/** The spec fixes the processing bar at 65%: the server does not report progress. */
export const processingBarValue = 65;

export function MaterialStatusBadge({ status }: { status: Material['status'] }) {
  if (status === 'completed') return <Badge tone="success">Processed</Badge>;
  if (status === 'processing') return <Badge tone="warning">Processing</Badge>;
  // Failed, and any other status, in red with its text as it is.
  return <Badge tone="danger">{status === 'failed' ? 'Failed' : status}</Badge>;
}

/** The line under a material's name: the processing bar, or why it failed. */
export function MaterialStatusDetail({ material }: { material: Pick<Material, 'status' | 'failureReason'> }) {
  if (material.status === 'processing') {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '2', maxW: 'xs' })}>
        <ProgressBar value={processingBarValue} tone="warning" label="Processing document" />
        <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>Processing document...</p>
      </div>
    );
  }
  if (material.status !== 'completed' && material.failureReason) {
    return <p className={css({ textStyle: 'sm', color: 'danger.text', mt: '1' })}>{material.failureReason}</p>;
  }
  return null;
}
