import { badge } from 'styled-system/recipes';
import { recipeComponent } from './recipe-component';

export const Badge = recipeComponent('span', badge);
