import { useCallback, useEffect, useState } from 'react';
import { useClientInfo } from '@/shared/session/useSessionData';
import {
  subscriptionsApi,
  type Order,
  type PlansInfo,
  type SubscriptionDetail,
  type SubscriptionState,
} from '../api/subscriptions.api';

export interface SubscriptionData {
  state: SubscriptionState;
  detail: SubscriptionDetail | null;
  plans: PlansInfo;
  orders: Order[];
}

/** ORDER_PAGE_SIZE orders of history: the newest, which is what someone checking a purchase looks for. */
const ORDER_PAGE_SIZE = 20;

/**
 * The company's subscription as /subscription/detail shows it: its status, its items, the plans on
 * sale and the order history, read again after every change so the page shows what the server stored.
 */
export function useSubscription() {
  const { clientInfo } = useClientInfo();
  const companyId = clientInfo?.id ?? null;
  const [data, setData] = useState<SubscriptionData | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (companyId === null) return;
    try {
      const [state, plans] = await Promise.all([
        subscriptionsApi.status(companyId),
        subscriptionsApi.plansInfo(companyId),
      ]);
      const [detail, history] = state.subscriptionId
        ? await Promise.all([
            subscriptionsApi.detail(state.subscriptionId),
            subscriptionsApi.orders(state.subscriptionId, 1, ORDER_PAGE_SIZE),
          ])
        : [null, { orders: [] }];
      setData({ state, detail, plans, orders: history.orders });
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, [companyId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, reload };
}

/**
 * Opens `link` in a new tab once it is known. The tab is opened at the click, while the browser still
 * counts it as the user's (a tab opened after a request would be blocked as a pop-up), and pointed at
 * the link when the server answers; without a tab the page itself goes there.
 */
export function openInNewTab(): { go: (link: string) => void; close: () => void } {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (link) => {
      // A relative link (the default checkout) belongs to this app's origin, not to the blank tab's.
      const target = new URL(link, window.location.origin).href;
      if (tab) tab.location.href = target;
      else window.location.assign(target);
    },
    close: () => tab?.close(),
  };
}
