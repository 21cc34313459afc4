import { graphql } from '@/gql';

export const TernaStaffQuery = graphql(`
  query TernaStaff {
    ternaStaff
  }
`);

export const StaffOrdersQuery = graphql(`
  query StaffOrders($status: OrderStatus) {
    staffOrders(status: $status) {
      id
      companyId
      companyName
      productName
      planType
      quantity
      unitPrice
      total
      status
      createdAt
    }
  }
`);

export const MarkOrderPaidMutation = graphql(`
  mutation MarkOrderPaid($orderId: Int!) {
    markOrderPaid(orderId: $orderId) {
      orderId
      itemId
      quantity
      creditsAdded
      balanceAfter
    }
  }
`);
