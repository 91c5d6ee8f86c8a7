import { ark } from '@ark-ui/react/factory';
import { createLink } from '@tanstack/react-router';
import { button } from 'styled-system/recipes';
import { recipeComponent } from './recipe-component';

export const Button = recipeComponent(ark.button, button, { type: 'button' });

/** A router link that looks like a button. */
export const LinkButton = createLink(recipeComponent(ark.a, button));
