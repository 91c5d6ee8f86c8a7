import { ark } from '@ark-ui/react/factory';
import { createLink } from '@tanstack/react-router';
import { styled } from 'styled-system/jsx';
import { button } from 'styled-system/recipes';

export const Button = styled(ark.button, button, { defaultProps: { type: 'button' } });

/** A router link that looks like a button. */
export const LinkButton = createLink(styled(ark.a, button));
