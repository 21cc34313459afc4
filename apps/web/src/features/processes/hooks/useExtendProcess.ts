import { useMutation } from '@apollo/client/react';
import { extendedEndDate, type ExtensionOption } from '@terna/domain';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { ExtendProcessMutation } from '../graphql/processes.graphql';
import { useRefreshProcessesLater } from './useRefreshProcessesLater';

/**
 * extend(id, {startDate, endDate} in milliseconds) by one of the extension tiers. The plan balances
 * are read again so every credit figure on screen drops at once; the lists refresh later.
 */
export function useExtendProcess() {
  const [mutate, { loading }] = useMutation(ExtendProcessMutation, { refetchQueries: [ClientInfoQuery] });
  const refreshLater = useRefreshProcessesLater();
  const extend = async (process: { id: number; startDate: string; endDate: string }, option: ExtensionOption) => {
    const endDate = extendedEndDate(option, process.endDate);
    await mutate({
      variables: {
        id: process.id,
        dateRangeWithTimezoneCreateDto: {
          startDate: new Date(process.startDate).getTime(),
          endDate: endDate.getTime(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    });
    refreshLater();
    return endDate;
  };
  return { extend, extending: loading };
}
