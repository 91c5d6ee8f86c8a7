import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { avatar } from 'styled-system/recipes';
import { initials } from '../../lib/initials';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(avatar);
const Root = withProvider(ArkAvatar.Root, 'root');
const Image = withContext(ArkAvatar.Image, 'image');
const Fallback = withContext(ArkAvatar.Fallback, 'fallback');

/** The picture when it loads; the name's initials when it is missing or fails. */
export function Avatar({ name, picture, className }: { name: string; picture?: string | null; className?: string }) {
  return (
    <Root className={className}>
      <Fallback>{initials(name)}</Fallback>
      {picture ? <Image src={picture} alt="" referrerPolicy="no-referrer" /> : null}
    </Root>
  );
}
