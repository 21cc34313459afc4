import { useState } from 'react';
import { restCall } from '@/shared/lib/api';

/** POST /process-web/process/{id}/mail/notHired: thank-you e-mails to the candidates not hired; answers the server's message. */
export function useNotHiredMail() {
  const [sending, setSending] = useState(false);
  const send = async (processId: number): Promise<string | undefined> => {
    setSending(true);
    try {
      // An empty object, not no body: a JSON request without a body is refused.
      const { messages } = await restCall<{ sent: number }>(`/process-web/process/${processId}/mail/notHired`, {
        method: 'POST',
        body: {},
      });
      return messages[0];
    } finally {
      setSending(false);
    }
  };
  return { send, sending };
}
