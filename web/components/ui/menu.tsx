import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { menu } from 'styled-system/recipes';
import { createStyleContext } from './style-context';

const { withRootProvider, withContext } = createStyleContext(menu);

export const Menu = {
  Root: withRootProvider(ArkMenu.Root),
  Trigger: ArkMenu.Trigger,
  Positioner: withContext(ArkMenu.Positioner, 'positioner'),
  Content: withContext(ArkMenu.Content, 'content'),
  Item: withContext(ArkMenu.Item, 'item'),
  ItemGroup: withContext(ArkMenu.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel'),
  Separator: withContext(ArkMenu.Separator, 'separator'),
};
