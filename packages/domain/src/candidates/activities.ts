/** What the candidate sidebar's activity timeline lists (docs/api/candidate-actions.md). */
export const ACTIVITY_NAMES = [
  'INVITED',
  'STARTED',
  'FINISHED',
  'DISQUALIFIED',
  'TRUST_INVITED',
  'REMINDER_SENT',
  'COMPONENT_APPROVED',
  'COMPONENT_REACTIVATED',
  'TAG_ADDED',
  'TAG_REMOVED',
  'HIRED',
  'HIRE_UPDATED',
  'HIRE_CANCELLED',
  'BLACKLISTED',
  'UNBLACKLISTED',
  'ADDED_TO_COMPARATOR',
  'INVITED_TO_PROCESS',
  'NOT_HIRED_MAIL',
  'FEELING_SET',
  'INVITATION_RENEWED',
  // Written by the candidate portal (issue 17): data.componentType names the step.
  'APPLIED',
  'CONSENT_ACCEPTED',
  'STEP_STARTED',
  'STEP_FINISHED',
  'INTERVIEW_GRADED',
  // A virtual interview (docs/decisions/023): data carries the topic, start, duration and join link.
  'MEETING_SCHEDULED',
] as const;
export type ActivityName = (typeof ACTIVITY_NAMES)[number];
