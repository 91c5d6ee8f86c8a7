import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { css } from 'styled-system/css';
import { avatar } from 'styled-system/recipes';
import { initials } from '../../lib/initials';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(avatar);
const Root = withProvider(ArkAvatar.Root, 'root');
const Image = withContext(ArkAvatar.Image, 'image');
const Fallback = withContext(ArkAvatar.Fallback, 'fallback');

// The initials are drawn, not written: an avatar sits inside a control named for
// what it does ("Account menu"), and text inside it would contradict that name
// (WCAG 2.5.3, axe's label-content-name-mismatch).
const drawnInitials = css({ _before: { content: 'attr(data-initials)' } });

/** The picture when it loads; the name's initials when it is missing or fails. Decorative: name its control. */
export function Avatar({ name, picture, className }: { name: string; picture?: string | null; className?: string }) {
  return (
    <Root className={className}>
      <Fallback className={drawnInitials} data-initials={initials(name)} />
      {picture ? <Image src={picture} alt="" referrerPolicy="no-referrer" /> : null}
    </Root>
  );
}
