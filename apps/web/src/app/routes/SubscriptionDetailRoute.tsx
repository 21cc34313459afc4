import { SubscriptionPage } from '@/features/subscriptions/components/SubscriptionPage';

export default SubscriptionPage;
