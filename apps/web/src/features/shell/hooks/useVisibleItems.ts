import { useAbility } from '@casl/react';
import { hasFeature, type AppAbility } from '@terna/domain';
import { useClientInfo } from '@/shared/session/useSessionData';
import type { NavItem } from '../navigation';

/** The items the user may see: by ability, and by company feature where an item needs one. */
export function useVisibleItems(items: NavItem[]): NavItem[] {
  const ability = useAbility<AppAbility>();
  const { clientInfo } = useClientInfo();
  const visible = (item: NavItem) =>
    (!item.can || ability.can(...item.can)) &&
    (!item.feature || item.feature.some((f) => hasFeature(clientInfo?.features, f)));
  return items
    .filter(visible)
    .map((item) => (item.children ? { ...item, children: item.children.filter(visible) } : item));
}
