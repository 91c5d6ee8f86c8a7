import { avatar } from './avatar';
import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { checkbox } from './checkbox';
import { dialog } from './dialog';
import { input } from './input';
import { menu } from './menu';
import { progress } from './progress';
import { tabs } from './tabs';
import { toast } from './toast';

export const recipes = { button, badge, input };
export const slotRecipes = { card, menu, avatar, dialog, toast, checkbox, tabs, progress };
