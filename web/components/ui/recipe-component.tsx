// A component that applies a Panda recipe: its variant props pick the recipe's
// classes and everything else reaches the element. Used instead of Panda's
// `styled()`, whose style-prop filter would put 15 KB of prop names into the
// first load's JavaScript for props this app never passes.
import type { ComponentProps, ElementType } from 'react';
import { cx } from 'styled-system/css';

type Recipe<Variants> = ((variants?: Variants) => string) & {
  splitVariantProps(props: Variants): [Variants, object];
};

export function recipeComponent<T extends ElementType, Variants extends object>(
  Component: T,
  recipe: Recipe<Variants>,
  defaults?: Partial<ComponentProps<T> & Variants>,
) {
  const Element = Component as ElementType;
  return function RecipeComponent(props: ComponentProps<T> & Variants) {
    const [variants, rest] = recipe.splitVariantProps({ ...defaults, ...props });
    const { className, ...attributes } = rest as { className?: string };
    return <Element {...attributes} className={cx(recipe(variants), className)} />;
  };
}
