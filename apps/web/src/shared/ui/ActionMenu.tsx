import { lazy, type ComponentType } from 'react';
import type { ActionMenuProps } from './ActionMenuList';
import { OpenedOnce } from './OpenedOnce';

export type { ActionMenuEntry } from './ActionMenuList';

// The menu, its items and MUI's Menu load when a menu first opens: a list of rows shows only their buttons.
const ActionMenuList = lazy(() =>
  import('./ActionMenuList').then((module) => ({
    default: module.ActionMenuList as ComponentType<ActionMenuProps<string>>,
  })),
);

/** The actions of one row or page, below the right edge of the button that opened it. */
export function ActionMenu<Item extends string>(props: ActionMenuProps<Item>) {
  return (
    <OpenedOnce open={Boolean(props.anchor)}>
      {/* Entries hold only Items, so what the menu hands back is one. */}
      <ActionMenuList {...props} onChoose={(item) => props.onChoose(item as Item)} />
    </OpenedOnce>
  );
}
