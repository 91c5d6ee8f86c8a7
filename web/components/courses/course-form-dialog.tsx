// Add New Course / Edit Course (spec sections 2 and 5): name (required),
// description, one of six colours. Closing or cancelling resets the form.
import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from '@tanstack/react-router';
import { CheckIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { courseColors, defaultCourseColor } from '../../../worker/contracts/courses';
import { type Course, useCourseMutations } from '../../api/queries/courses';
import { courseColor } from '../../lib/format';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field, FieldLabel, Input, Textarea } from '../ui/field';
import { notify } from '../ui/toast';

export type EditableCourse = Pick<Course, 'id' | 'name' | 'description' | 'color'>;

const emptyForm = { name: '', description: '', color: defaultCourseColor as string };

const swatch = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  cursor: 'pointer',
  '&:has(input:checked)': { outline: '2px solid', outlineColor: 'fg.default', outlineOffset: '2px' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '3px' },
  '& svg': { w: '4.5', h: '4.5', color: 'fg.inverted' },
});
const hiddenRadio = css({ position: 'absolute', inset: '0', opacity: '0', cursor: 'pointer', m: '0' });

export function CourseFormDialog({
  open,
  course,
  onClose,
}: {
  open: boolean;
  /** The course being edited; null to add a new one. */
  course: EditableCourse | null;
  onClose: () => void;
}) {
  const { create, update } = useCourseMutations();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const pending = create.isPending || update.isPending;

  // Each opening starts from the course's current values (edit) or a blank form (add).
  useEffect(() => {
    if (!open) return;
    setForm(
      course
        ? { name: course.name, description: course.description ?? '', color: courseColor(course.color).toUpperCase() }
        : emptyForm,
    );
    setNameError(null);
  }, [open, course]);

  const close = () => {
    setForm(emptyForm);
    setNameError(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError('Course name is required');
      nameInput.current?.focus();
      return;
    }
    const input = { name: form.name.trim(), description: form.description.trim() || null, color: form.color };
    if (course) {
      try {
        await update.mutateAsync({ id: course.id, ...input });
        notify.success({ title: 'Course updated successfully!' });
        close();
      } catch {
        notify.destructive({ title: 'Failed to update course' });
      }
      return;
    }
    try {
      const { id } = await create.mutateAsync(input);
      notify.success({ title: 'Course created successfully!' });
      close();
      void navigate({ to: '/courses/$id/dashboard', params: { id } });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
      notify.destructive({ title: 'Failed to create course', description: message });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && close()}
      initialFocusEl={() => nameInput.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{course ? 'Edit Course' : 'Add New Course'}</Dialog.Title>
            <Dialog.Description>
              {course
                ? 'Change the name, description or color of this course.'
                : 'Group your study materials and exams by course or subject.'}
            </Dialog.Description>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className={css({ h: '8', w: '8' })}>
                <XIcon />
              </Button>
            </Dialog.CloseTrigger>
            <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <div>
                <Field label="Course Name">
                  {(id) => (
                    <Input
                      id={id}
                      ref={nameInput}
                      value={form.name}
                      placeholder="e.g. Biology 101"
                      maxLength={120}
                      aria-invalid={nameError ? true : undefined}
                      aria-describedby={nameError ? errorId : undefined}
                      onChange={(event) => {
                        const name = event.target.value;
                        setForm((f) => ({ ...f, name }));
                        if (nameError && name.trim()) setNameError(null);
                      }}
                    />
                  )}
                </Field>
                {nameError ? (
                  <p id={errorId} className={css({ textStyle: 'sm', color: 'danger.text', mt: '1.5' })}>
                    {nameError}
                  </p>
                ) : null}
              </div>
              <Field label="Description (optional)">
                {(id) => (
                  <Textarea
                    id={id}
                    value={form.description}
                    rows={3}
                    maxLength={2000}
                    placeholder="What is this course about?"
                    onChange={(event) => {
                      const description = event.target.value;
                      setForm((f) => ({ ...f, description }));
                    }}
                  />
                )}
              </Field>
              <fieldset>
                <legend>
                  <FieldLabel>Color</FieldLabel>
                </legend>
                <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', pt: '1' })}>
                  {courseColors.map((option) => {
                    const checked = form.color === option.value;
                    return (
                      <label
                        key={option.value}
                        className={swatch}
                        style={{ backgroundColor: option.value }}
                        title={option.name}
                      >
                        <input
                          type="radio"
                          name="course-color"
                          value={option.value}
                          checked={checked}
                          aria-label={option.name}
                          className={hiddenRadio}
                          onChange={() => setForm((f) => ({ ...f, color: option.value }))}
                        />
                        {checked ? <CheckIcon aria-hidden="true" /> : null}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
                <Button variant="outline" onClick={close} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending}>
                  {course ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Creating...' : 'Create Course'}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
