import { avatar } from './avatar';
import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { dialog } from './dialog';
import { menu } from './menu';
import { toast } from './toast';

export const recipes = { button, badge };
export const slotRecipes = { card, menu, avatar, dialog, toast };
