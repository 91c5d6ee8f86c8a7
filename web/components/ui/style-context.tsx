// Connects a Panda slot recipe to a compound Ark component: the root computes
// the slot classes once and every part reads its own class from context.
import { type ComponentProps, createContext, type ElementType, useContext } from 'react';
import { cx } from 'styled-system/css';

type SlotRecipe<Slot extends string> = (() => Record<Slot, string>) & {
  splitVariantProps?: unknown;
};

export function createStyleContext<Slot extends string>(recipe: SlotRecipe<Slot>) {
  const StyleContext = createContext<Record<Slot, string> | null>(null);

  /** For roots that render no element (Ark's Menu.Root, Dialog.Root…): provide the classes only. */
  function withRootProvider<C extends ElementType>(Component: C) {
    return function Root(props: ComponentProps<C>) {
      const Element = Component as ElementType;
      return (
        <StyleContext.Provider value={recipe()}>
          <Element {...props} />
        </StyleContext.Provider>
      );
    };
  }

  /** For roots that render an element: provide the classes and style the element as `slot`. */
  function withProvider<C extends ElementType>(Component: C, slot: Slot) {
    return function Root(props: ComponentProps<C>) {
      const classes = recipe();
      const Element = Component as ElementType;
      return (
        <StyleContext.Provider value={classes}>
          <Element {...props} className={cx(classes[slot], (props as { className?: string }).className)} />
        </StyleContext.Provider>
      );
    };
  }

  /** A part styled as `slot` from the nearest root's classes. */
  function withContext<C extends ElementType>(Component: C, slot: Slot) {
    return function Part(props: ComponentProps<C>) {
      const Element = Component as ElementType;
      const classes = useContext(StyleContext);
      return <Element {...props} className={cx(classes?.[slot], (props as { className?: string }).className)} />;
    };
  }

  return { withRootProvider, withProvider, withContext };
}
