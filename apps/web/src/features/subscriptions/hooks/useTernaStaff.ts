import { useQuery } from '@apollo/client/react';
import { TernaStaffQuery } from '../graphql/staff-orders.graphql';

/** Whether the signed-in user is a Terna administrator: the staff pages and their links show only to them. */
export function useTernaStaff(): boolean {
  const { data } = useQuery(TernaStaffQuery);
  return data?.ternaStaff ?? false;
}
