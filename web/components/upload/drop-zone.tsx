// The Upload File drop zone (Ark UI FileUpload): drop or pick files; the spec's
// validation toasts for each file that cannot go (section 5); system files
// (.DS_Store, Thumbs.db) are skipped silently.
import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload';
import { CloudUploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { ProgressBar } from '../ui/progress-bar';
import { notify } from '../ui/toast';
import { acceptAttribute, fileProblem, isSystemFile, plural, rejectionMessage } from './upload-rules';
import type { UploadState } from './use-material-uploads';

const zone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  textAlign: 'center',
  minH: '48',
  px: '6',
  py: '10',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'l3',
  bg: 'bg.subtle',
  cursor: 'pointer',
  transition: 'background 150ms, border-color 150ms, opacity 150ms',
  _hover: { borderColor: 'accent.default', bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[data-dragging]': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&[data-disabled]': {
    opacity: 0.5,
    cursor: 'not-allowed',
    _hover: { borderColor: 'border.strong', bg: 'bg.subtle' },
  },
});

/** The drop component's own refusal: its first error's message, or "Invalid file". */
const firstRejection = (errors: string[]) => rejectionMessage(errors[0]) ?? 'Invalid file';

export function DropZone({ upload, onFiles }: { upload: UploadState; onFiles: (files: File[]) => void }) {
  const clearSoon = useRef<() => void>(() => {});
  const fileUpload = useFileUpload({
    // The count is not limited by the spec; 100 keeps one drop a sensible batch.
    maxFiles: 100,
    disabled: upload.uploading,
    // The zone's name is all its visible text (a role=button is named by its content).
    translations: { dropzone: 'Drop files here or click to browse. PDF, DOCX or TXT, up to 50MB each' },
    onFileAccept: ({ files }) => {
      if (files.length === 0) return;
      const ready: File[] = [];
      for (const file of files) {
        if (isSystemFile(file.name)) continue;
        const problem = fileProblem(file);
        if (problem) notify.destructive(problem);
        else ready.push(file);
      }
      if (ready.length) onFiles(ready);
      clearSoon.current();
    },
    onFileReject: ({ files }) => {
      const rejected = files.filter((r) => !isSystemFile(r.file.name));
      if (rejected.length === 0) return;
      notify.destructive({ title: 'File rejected', description: firstRejection(rejected[0]?.errors ?? []) });
      clearSoon.current();
    },
  });
  // The picked files are handed over at once; clearing lets the same file be picked again.
  clearSoon.current = () => setTimeout(() => fileUpload.clearFiles(), 0);

  return (
    <FileUpload.RootProvider value={fileUpload} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FileUpload.Dropzone className={zone}>
        <CloudUploadIcon aria-hidden="true" className={css({ w: '10', h: '10', color: 'accent.default' })} />
        <p className={css({ fontWeight: 'semibold' })}>Drop files here or click to browse</p>{' '}
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>PDF, DOCX or TXT, up to 50MB each</p>
      </FileUpload.Dropzone>
      {/* The picker offers the accepted types; drops are checked by the page so each refusal gets its toast. */}
      <FileUpload.HiddenInput accept={acceptAttribute} data-testid="material-file-input" />
      {upload.current && upload.waitSeconds !== null ? (
        // Not a failure: the server asked for a pause (429) and the file goes again when it ends.
        // Only the first sentence is live: a countdown read out every second would drown everything else.
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          <span aria-live="polite">
            Waiting to upload {upload.current.name}
            {upload.current.total > 1 ? ` (${upload.current.index} of ${upload.current.total})` : ''}: many files at
            once.
          </span>{' '}
          <span>Trying again in {plural(upload.waitSeconds, 'second')}.</span>
        </p>
      ) : upload.current && upload.progress > 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', textStyle: 'sm' })}>
            <span aria-live="polite" className={css({ truncate: true, color: 'fg.default' })}>
              {upload.progress === 100 ? 'Uploaded' : 'Uploading'} {upload.current.name}
              {upload.current.total > 1 ? ` (${upload.current.index} of ${upload.current.total})` : ''}
            </span>
            <span className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>{upload.progress}%</span>
          </div>
          <ProgressBar value={upload.progress} label={`Uploading ${upload.current.name}`} />
        </div>
      ) : null}
    </FileUpload.RootProvider>
  );
}
