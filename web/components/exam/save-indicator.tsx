// A quiet line saying whether the answers are on the server yet.
import { CheckIcon, CloudOffIcon, LoaderIcon, TriangleAlertIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { SaveStatus } from './answer-sync';

const view: Record<SaveStatus, { text: string; tone: 'muted' | 'warning' | 'danger'; announce?: string }> = {
  saved: { text: 'All answers saved', tone: 'muted' },
  pending: { text: 'Saving…', tone: 'muted' },
  saving: { text: 'Saving…', tone: 'muted' },
  offline: {
    text: 'Offline: answers kept on this device',
    tone: 'warning',
    announce: 'You are offline. Your answers are kept on this device and will be saved when you are back online.',
  },
  error: {
    text: 'Not saved yet, retrying',
    tone: 'danger',
    announce: 'Your latest answers could not be saved yet. Retrying.',
  },
  closed: { text: 'Exam closed', tone: 'muted' },
};

export function SaveIndicator({ status }: { status: SaveStatus }) {
  const { text, tone, announce } = view[status];
  const Icon =
    status === 'offline'
      ? CloudOffIcon
      : status === 'error'
        ? TriangleAlertIcon
        : status === 'saved'
          ? CheckIcon
          : LoaderIcon;
  return (
    <>
      <span
        data-status={status}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1.5',
          textStyle: 'xs',
          fontWeight: 'medium',
          color: tone === 'warning' ? 'warning.text' : tone === 'danger' ? 'danger.text' : 'fg.subtle',
          '& svg': { w: '3.5', h: '3.5', flexShrink: '0' },
          '&[data-status=saving] svg, &[data-status=pending] svg': { animation: 'spin 1.2s linear infinite' },
        })}
      >
        <Icon aria-hidden="true" />
        {text}
      </span>
      {/* Only trouble is announced; "saving… saved" on every keystroke would drown the exam. */}
      <span role="status" className={css({ srOnly: true })}>
        {announce ?? ''}
      </span>
    </>
  );
}
