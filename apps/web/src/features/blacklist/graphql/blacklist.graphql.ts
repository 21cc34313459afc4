import { graphql } from '@/gql';

/** The process's candidates whose person is on the company's unwanted list, newest listing first. */
export const BlacklistQuery = graphql(`
  query ProcessBlacklist($processId: Int!) {
    getBlackListByProcessId(processId: $processId) {
      id
      personId
      processPersonId
      processId
      firstName
      lastName
      identification
      mail
      blackListed
      blacklistedAt
      blacklistedBy
    }
  }
`);

/**
 * setPersonToBlackList toggles the person's place on the list and answers the new state. A
 * document of this feature's own (features do not import each other); the server checks the
 * process (not a controlled basic one) and the reset Evaluation permission.
 */
export const RemoveFromBlacklistMutation = graphql(`
  mutation RemoveFromBlacklist($personId: Int!, $processId: Int) {
    setPersonToBlackList(personId: $personId, processId: $processId, listed: false)
  }
`);
