// Stands in for a screen a later issue builds (see the README's status table).
import { css } from 'styled-system/css';
import { PageHeader } from './page-header';

export function UnderConstruction({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div
        className={css({
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
          borderRadius: 'l3',
          p: '10',
          textAlign: 'center',
          color: 'fg.muted',
          bg: 'bg.surface',
        })}
      >
        This screen is still being built.
      </div>
    </>
  );
}
