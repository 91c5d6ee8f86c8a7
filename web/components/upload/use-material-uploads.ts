// Uploads a batch of files one by one with the spec's simulated progress
// (section 4): +10 every 200 ms up to 90, 100 when a file is in, and back to
// zero 2 s after the batch ends. A file the server asks to hold back (429) is
// shown waiting with a countdown, then sent again (web/api/upload-retry.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMaterialMutations } from '../../api/queries/materials';
import { dashboardKeys } from '../../api/queries/progress';
import { delay } from '../../api/upload-retry';
import { notify } from '../ui/toast';
import { uploadProgress } from './upload-rules';

export type UploadState = {
  uploading: boolean;
  /** 0 to 100; 0 also means "nothing to show". */
  progress: number;
  /** The file being sent, with its place in the batch. */
  current: { name: string; index: number; total: number } | null;
  /** Seconds until the current file is sent again after the server asked to wait; null when not waiting. */
  waitSeconds: number | null;
};

const idle: UploadState = { uploading: false, progress: 0, current: null, waitSeconds: null };

const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));

export function useMaterialUploads() {
  const { upload } = useMaterialMutations();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(idle);
  const busy = useRef(false);
  const tick = useRef<ReturnType<typeof setInterval>>(undefined);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearInterval(tick.current);
      clearTimeout(reset.current);
    },
    [],
  );

  /** The simulated progress of one try, from zero. */
  function startProgress() {
    clearInterval(tick.current);
    setState((s) => ({ ...s, progress: 0, waitSeconds: null }));
    tick.current = setInterval(
      () => setState((s) => ({ ...s, progress: Math.min(uploadProgress.cap, s.progress + uploadProgress.step) })),
      uploadProgress.everyMs,
    );
  }

  /** The pause the server asked for, counted down each second, then a fresh try. */
  async function waitToRetry(ms: number) {
    clearInterval(tick.current);
    const until = Date.now() + ms;
    const show = () => setState((s) => ({ ...s, progress: 0, waitSeconds: secondsUntil(until) }));
    show();
    tick.current = setInterval(show, 1000);
    await delay(ms);
    startProgress();
  }

  async function uploadAll(files: File[], courseId: string | null) {
    if (busy.current || files.length === 0) return;
    busy.current = true;
    clearTimeout(reset.current);
    const uploaded: string[] = [];
    for (const [index, file] of files.entries()) {
      setState({
        uploading: true,
        progress: 0,
        current: { name: file.name, index: index + 1, total: files.length },
        waitSeconds: null,
      });
      startProgress();
      try {
        await upload.mutateAsync({ file, courseId, wait: waitToRetry });
        uploaded.push(file.name);
        clearInterval(tick.current);
        setState((s) => ({ ...s, progress: 100 }));
      } catch (error) {
        clearInterval(tick.current);
        setState((s) => ({ ...s, progress: 0, waitSeconds: null }));
        const message = error instanceof Error && error.message ? error.message : 'Failed to upload file';
        notify.destructive({ title: 'Upload failed', description: `${file.name}: ${message}` });
      }
    }
    busy.current = false;
    setState((s) => ({ ...s, uploading: false }));
    reset.current = setTimeout(() => setState(idle), uploadProgress.resetAfterMs);
    // Dashboards count materials: their next visit reads the new count.
    if (uploaded.length) void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    // One success toast per batch: toasts show one at a time, so one per file would queue for minutes.
    if (uploaded.length === 1) {
      notify.success({
        title: 'File uploaded successfully',
        description: `${uploaded[0]} is being processed. Questions will be generated shortly.`,
      });
    } else if (uploaded.length > 1) {
      notify.success({ title: 'Upload complete!', description: 'Your material has been uploaded successfully' });
    }
  }

  return { ...state, uploadAll };
}
