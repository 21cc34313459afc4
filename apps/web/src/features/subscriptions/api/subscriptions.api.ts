import type { OrderStatus, ProductCategory, SubscriptionStatus } from '@terna/domain';
import { restCall, restFetch } from '@/shared/lib/api';

/** The subscription service of spec 3 section 7, as our server answers it (docs/api/subscriptions.md). */
export interface PlanCard {
  id: number;
  code: string;
  category: ProductCategory;
  planType: string;
  label: string;
  name: string;
  price: string;
  maxQuantity: number;
  unitCredits: number;
  features: { name: string; slug: string }[];
}

export interface PlansInfo {
  companyId: number;
  subscriptionId: number | null;
  productId: number | null;
  itemId: number | null;
  plans: PlanCard[];
  currentPlan: string | null;
  currentPlanType: string | null;
  credits: number;
  price: string;
  renovation: string | null;
  totalPrice: string;
  quantity: number;
  maxQuantity: number;
  availableQuantity: number;
}

export interface SubscriptionItem {
  itemId: number;
  planType: string;
  label: string;
  name: string;
  planStatus: string;
  quantity: number;
  maxQuantity: number | null;
  productId: number | null;
  price: string | null;
  credits: number;
  startsAt: string;
  endsAt: string | null;
}

export interface SubscriptionDetail {
  id: number;
  companyId: number;
  status: SubscriptionStatus;
  startedAt: string;
  renewsAt: string | null;
  items: SubscriptionItem[];
}

export interface Order {
  id: number;
  subscriptionId: number | null;
  itemId: number | null;
  productId: number;
  productName: string;
  planType: string;
  quantity: number;
  unitPrice: string;
  total: string;
  status: OrderStatus;
  checkoutUrl: string;
  createdAt: string;
  createdBy: string | null;
  paidAt: string | null;
}

export interface SubscriptionState {
  companyId: number;
  subscriptionId: number | null;
  status: SubscriptionStatus | null;
  blocked: boolean;
  storeLink: string;
}

export interface UpgradeBody {
  companyId: number;
  subscriptionId: number;
  itemId: number | null;
  productId: number;
  quantity: number;
}

export const subscriptionsApi = {
  status: (companyId: number) => restFetch<SubscriptionState>(`/api/subscription/status/${companyId}`),
  plansInfo: (companyId: number) => restFetch<PlansInfo>(`/api/evaluar/subscription/${companyId}`),
  detail: (id: number) => restFetch<SubscriptionDetail>(`/api/subscription/detail/${id}`),
  orders: async (id: number, page = 1, size = 10) => {
    const { data, body } = await restCall<Order[]>(`/api/subscription/related/${id}?page=${page}&size=${size}`);
    return { orders: data, total: Number(body.total ?? data.length) };
  },
  upgrade: (body: UpgradeBody) =>
    restFetch<{ order: Order; link: string }>('/api/evaluar/change/upgrade', { method: 'POST', body }),
  // An empty JSON object: a JSON request must carry a body, even when the path says everything.
  cancel: (id: number) => restFetch<SubscriptionDetail>(`/api/subscription/cancel/${id}`, { method: 'POST', body: {} }),
  resubscribe: (id: number) =>
    restFetch<SubscriptionDetail>(`/api/subscription/active/${id}`, { method: 'POST', body: {} }),
};
