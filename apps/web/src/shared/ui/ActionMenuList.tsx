import { ListItemIcon, ListItemText, Menu, MenuItem, type MenuItemProps, type PopoverProps } from '@mui/material';
import type { ElementType, ReactElement, ReactNode } from 'react';

export interface ActionMenuEntry<Item extends string> {
  item: Item;
  icon: ReactElement;
  label: string;
}

export interface ActionMenuProps<Item extends string> {
  id: string;
  /** The button that opened the menu; null while closed. */
  anchor: HTMLElement | null;
  entries: readonly ActionMenuEntry<Item>[];
  /** Called after the menu closes. */
  onChoose: (item: Item) => void;
  onClose: () => void;
  /** The id of the button that names the menu. */
  labelledBy?: string;
  /** Shown, disabled, when there is no entry. */
  emptyLabel?: string;
}

// The user menu's panel builds its rows with belowButton and MenuRow too. They live here, in a chunk
// loaded when a menu first opens: a module of their own would be one more chunk the first screens'
// preload lists name.

/**
 * Where a menu or popover opened by a button stands: below the button, right edges aligned, open
 * while it has the button (null once closed).
 */
export function belowButton(anchor: HTMLElement | null) {
  return {
    anchorEl: anchor,
    open: Boolean(anchor),
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
    transformOrigin: { vertical: 'top', horizontal: 'right' },
  } satisfies Partial<PopoverProps>;
}

type MenuRowProps<Component extends ElementType> = MenuItemProps<Component, { component?: Component }> & {
  icon: ReactElement;
  label: string;
  /** After the label, at the row's end: a badge, an external-link mark. */
  children?: ReactNode;
};

/** One row of a menu: its icon and its label; a link when given a `component` such as a router link. */
export function MenuRow<Component extends ElementType = 'li'>({
  icon,
  label,
  children,
  ...item
}: MenuRowProps<Component>) {
  return (
    <MenuItem {...item}>
      <ListItemIcon>{icon}</ListItemIcon>
      {/* At its full width: a label that does not fit pushes what follows it instead of running under it. */}
      <ListItemText sx={{ minWidth: 'auto' }}>{label}</ListItemText>
      {children}
    </MenuItem>
  );
}

/** ActionMenu's menu, loaded when it first opens. */
export function ActionMenuList<Item extends string>({
  id,
  anchor,
  entries,
  onChoose,
  onClose,
  labelledBy,
  emptyLabel,
}: ActionMenuProps<Item>) {
  return (
    <Menu
      id={id}
      {...belowButton(anchor)}
      onClose={onClose}
      slotProps={labelledBy ? { list: { 'aria-labelledby': labelledBy } } : undefined}
    >
      {entries.length === 0 && emptyLabel && <MenuItem disabled>{emptyLabel}</MenuItem>}
      {entries.map((entry) => (
        <MenuRow
          key={entry.item}
          icon={entry.icon}
          label={entry.label}
          onClick={() => {
            onClose();
            onChoose(entry.item);
          }}
        />
      ))}
    </Menu>
  );
}
