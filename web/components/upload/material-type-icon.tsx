// A material's file type as an icon with its short name (PDF, DOCX, TXT), so
// the type never rests on colour alone.
import { FileIcon, FileTextIcon, FileTypeIcon as FileTypeGlyph } from 'lucide-react';
import { css, cx } from 'styled-system/css';

const kinds = {
  'application/pdf': { label: 'PDF', Icon: FileTextIcon, tone: css({ color: 'danger.text', bg: 'danger.subtle' }) },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'DOCX',
    Icon: FileTypeGlyph,
    tone: css({ color: 'accent.text', bg: 'accent.subtle' }),
  },
  'text/plain': { label: 'TXT', Icon: FileIcon, tone: css({ color: 'fg.muted', bg: 'bg.muted' }) },
} as const;

export function MaterialTypeIcon({ mimeType }: { mimeType: string }) {
  const kind = kinds[mimeType as keyof typeof kinds] ?? kinds['text/plain'];
  const { Icon } = kind;
  return (
    <span
      className={cx(
        css({
          display: 'inline-flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '0.5',
          w: '11',
          h: '11',
          flexShrink: '0',
          borderRadius: 'l2',
          '& svg': { w: '4.5', h: '4.5' },
        }),
        kind.tone,
      )}
    >
      <Icon aria-hidden="true" />
      <span className={css({ fontSize: '9px', fontWeight: 'bold', letterSpacing: '0.04em', lineHeight: '1' })}>
        {kind.label}
      </span>
    </span>
  );
}
