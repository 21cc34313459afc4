export interface Activity {
  id: number;
  name: string;
  timestamp?: string | null;
  userName?: string | null;
  data?: string | null;
}

const timeOf = (activity: Activity) => new Date(activity.timestamp!).getTime();

/** The sidebar's timeline: only the entries that have a timestamp, oldest first (spec 3 section 2). */
export function timelineOf<T extends Activity>(activities: readonly T[]): T[] {
  return activities
    .filter((activity) => activity.timestamp && !Number.isNaN(timeOf(activity)))
    .sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
}

/** The observation a recruiter wrote when approving a rejected component, if the entry carries one. */
export function approvalObservation(activity: Activity): string | null {
  if (activity.name !== 'COMPONENT_APPROVED' || !activity.data) return null;
  try {
    const data: unknown = JSON.parse(activity.data);
    const observation =
      typeof data === 'object' && data !== null ? (data as { observation?: unknown }).observation : null;
    return typeof observation === 'string' && observation.trim() ? observation.trim() : null;
  } catch {
    // Details that are not JSON carry no observation.
    return null;
  }
}
