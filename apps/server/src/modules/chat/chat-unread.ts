import { sql, type SQL } from 'drizzle-orm';

/**
 * The candidate list's unread badge over pp (process_persons): the messages of others in the
 * candidate's chat after the user's read marker (all of them before the user first opens it). One
 * indexed range per row of the page (chat_messages_conversation_idx), so a page of 100 stays cheap.
 */
export function chatUnreadColumn(userId: number): SQL {
  return sql`(select count(*)::int from chat_messages cmsg where cmsg.conversation_id = pp.id
      and cmsg.sender_id is distinct from ${userId}
      and cmsg.seq > coalesce((select cmb.read_seq from chat_memberships cmb
        where cmb.conversation_id = pp.id and cmb.user_id = ${userId}), 0))`;
}
