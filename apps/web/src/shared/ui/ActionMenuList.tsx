import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ReactElement } from 'react';

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
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={labelledBy ? { list: { 'aria-labelledby': labelledBy } } : undefined}
    >
      {entries.length === 0 && emptyLabel && <MenuItem disabled>{emptyLabel}</MenuItem>}
      {entries.map((entry) => (
        <MenuItem
          key={entry.item}
          onClick={() => {
            onClose();
            onChoose(entry.item);
          }}
        >
          <ListItemIcon>{entry.icon}</ListItemIcon>
          <ListItemText>{entry.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
