import { useParams, useSearchParams } from 'react-router';

const toId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The process id of the route (`:id`), or of the `processId` query on the profile choice; null when malformed. */
export function useProcessIdParam(): number | null {
  const { id } = useParams();
  const [params] = useSearchParams();
  return toId(id ?? params.get('processId'));
}
