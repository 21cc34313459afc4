import { componentLabel, type Locale } from '@terna/domain';

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

/** An entry's details, parsed; details that are not a JSON object read as none. */
function detailsOf(activity: Activity): Record<string, unknown> {
  if (!activity.data) return {};
  try {
    const data: unknown = JSON.parse(activity.data);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What an entry's text interpolates: the step's label for the portal's STEP_STARTED and
 * STEP_FINISHED (data.componentType), in the page's language.
 */
export function activityParams(activity: Activity, locale: Locale): { component?: string } {
  const { componentType } = detailsOf(activity);
  return typeof componentType === 'string' ? { component: componentLabel(componentType, locale) } : {};
}

/** The observation a recruiter wrote when approving a rejected component, if the entry carries one. */
export function approvalObservation(activity: Activity): string | null {
  if (activity.name !== 'COMPONENT_APPROVED') return null;
  const { observation } = detailsOf(activity);
  return typeof observation === 'string' && observation.trim() ? observation.trim() : null;
}

/** A scheduled virtual interview's join link (data.joinUrl), if the entry is one and the link is a web address. */
export function meetingLink(activity: Activity): string | null {
  if (activity.name !== 'MEETING_SCHEDULED') return null;
  const { joinUrl } = detailsOf(activity);
  return typeof joinUrl === 'string' && /^https?:\/\//.test(joinUrl) ? joinUrl : null;
}
