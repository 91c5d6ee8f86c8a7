// Course Syllabus (Optional): upload, replace (after a confirmation) and the
// details read from it (spec section 2).
import { Portal } from '@ark-ui/react/portal';
import { CircleCheckIcon, FileTextIcon, RefreshCwIcon, UploadIcon, XIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { type Course, useSyllabusMutations } from '../../api/queries/courses';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import { notify } from '../ui/toast';

type Syllabus = NonNullable<Course['syllabusData']>;

const syllabusAccept = '.pdf,.docx,.txt';

export function SyllabusCard({ course }: { course: Pick<Course, 'id' | 'syllabusData'> }) {
  const { upload } = useSyllabusMutations(course.id);
  const input = useRef<HTMLInputElement>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const syllabus = course.syllabusData;

  async function send(file: File) {
    try {
      await upload.mutateAsync(file);
      notify.success({
        title: 'Syllabus uploaded successfully',
        description: 'Your syllabus has been processed and saved.',
      });
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'Failed to upload syllabus. Please try again.';
      notify.destructive({ title: 'Error', description: message });
    }
  }

  const pick = () => input.current?.click();

  return (
    <Card.Root>
      <Card.Body className={css({ gap: '4', p: { base: '5', md: '6' } })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <FileTextIcon aria-hidden="true" className={css({ w: '5', h: '5', color: 'accent.default' })} />
          <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>Course Syllabus (Optional)</h2>
        </div>
        <input
          ref={input}
          type="file"
          accept={syllabusAccept}
          hidden
          aria-label="Syllabus file"
          data-testid="syllabus-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        {syllabus ? (
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              alignItems: { base: 'flex-start', sm: 'center' },
              justifyContent: 'space-between',
              gap: '4',
            })}
          >
            <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
              <CircleCheckIcon
                aria-hidden="true"
                className={css({ w: '5', h: '5', color: 'success.default', mt: '0.5', flexShrink: '0' })}
              />
              <div>
                <p className={css({ fontWeight: 'medium' })}>Syllabus uploaded</p>
                <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                  Helps generate more relevant practice questions
                </p>
              </div>
            </div>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button variant="outline" size="sm" onClick={() => setDetailsOpen(true)}>
                View Details
              </Button>
              <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => setConfirmReplace(true)}>
                <RefreshCwIcon aria-hidden="true" />
                {upload.isPending ? 'Uploading...' : 'Replace'}
              </Button>
            </div>
          </div>
        ) : (
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              alignItems: { base: 'flex-start', sm: 'center' },
              justifyContent: 'space-between',
              gap: '4',
            })}
          >
            <div>
              <p className={css({ fontWeight: 'medium' })}>No syllabus uploaded</p>
              <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>PDF, DOCX or TXT</p>
            </div>
            <Button size="sm" disabled={upload.isPending} onClick={pick}>
              <UploadIcon aria-hidden="true" />
              {upload.isPending ? 'Uploading...' : 'Upload Syllabus'}
            </Button>
          </div>
        )}
      </Card.Body>

      <ConfirmDialog
        open={confirmReplace}
        onOpenChange={setConfirmReplace}
        title="Replace Syllabus?"
        description="This will replace your current syllabus. This action cannot be undone."
        confirmLabel="Replace"
        destructive={false}
        onConfirm={() => {
          setConfirmReplace(false);
          pick();
        }}
      />
      {syllabus ? <SyllabusDetails open={detailsOpen} onOpenChange={setDetailsOpen} syllabus={syllabus} /> : null}
    </Card.Root>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default' })}>{title}</h3>
      {children}
    </section>
  );
}

const bulletList = css({
  listStyleType: 'disc',
  pl: '5',
  textStyle: 'sm',
  color: 'fg.muted',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const paragraph = css({ textStyle: 'sm', color: 'fg.muted', whiteSpace: 'pre-line' });
const hasItems = (list: string[] | undefined): list is string[] => Array.isArray(list) && list.length > 0;

function SyllabusDetails({
  open,
  onOpenChange,
  syllabus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  syllabus: Syllabus;
}) {
  const empty =
    !hasItems(syllabus.topics) &&
    !hasItems(syllabus.learningObjectives) &&
    !syllabus.examInfo &&
    !syllabus.gradingBreakdown &&
    !hasItems(syllabus.keyPoints);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: '2xl' })}>
            <Dialog.Title>Course Syllabus Details</Dialog.Title>
            <Dialog.Description>Review the syllabus information extracted from your upload</Dialog.Description>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className={css({ h: '8', w: '8' })}>
                <XIcon />
              </Button>
            </Dialog.CloseTrigger>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
              {hasItems(syllabus.topics) ? (
                <DetailSection title="Topics Covered">
                  <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
                    {syllabus.topics.map((topic) => (
                      <li key={topic}>
                        <Badge tone="accent">{topic}</Badge>
                      </li>
                    ))}
                  </ul>
                </DetailSection>
              ) : null}
              {hasItems(syllabus.learningObjectives) ? (
                <DetailSection title="Learning Objectives">
                  <ul className={bulletList}>
                    {syllabus.learningObjectives.map((objective) => (
                      <li key={objective}>{objective}</li>
                    ))}
                  </ul>
                </DetailSection>
              ) : null}
              {syllabus.examInfo ? (
                <DetailSection title="Exam Information">
                  <p className={paragraph}>{syllabus.examInfo}</p>
                </DetailSection>
              ) : null}
              {syllabus.gradingBreakdown ? (
                <DetailSection title="Grading Breakdown">
                  <p className={paragraph}>{syllabus.gradingBreakdown}</p>
                </DetailSection>
              ) : null}
              {hasItems(syllabus.keyPoints) ? (
                <DetailSection title="Key Points">
                  <ul className={bulletList}>
                    {syllabus.keyPoints.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </DetailSection>
              ) : null}
              {empty ? (
                <p className={paragraph}>
                  Nothing could be read from this syllabus. Try replacing it with a text-based file.
                </p>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
