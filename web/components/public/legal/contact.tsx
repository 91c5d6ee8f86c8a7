// How to reach Prepwise, as the legal pages put it.
import { discordInvite } from '../../../lib/links';

export function SupportChannels() {
  return (
    <>
      the support chat inside the app (signed-in students), or our community server on Discord at{' '}
      <a href={discordInvite} target="_blank" rel="noopener noreferrer">
        {discordInvite.replace(/^https:\/\//, '')}
      </a>
    </>
  );
}
