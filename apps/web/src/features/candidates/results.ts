import { COMPONENT_TYPES, composedScoreColor, interviewGradeColor, type ScoreColor } from '@terna/domain';

export interface ComponentResult {
  componentType: string;
  status: string;
  value?: number | null;
}

export interface ComponentBar {
  componentType: string;
  value: number | null;
  color: ScoreColor;
  /** An interview without a grade yet: a note shows instead of the percentage. */
  pendingGrade: boolean;
}

const orderOf = (type: string) => {
  const index = (COMPONENT_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? COMPONENT_TYPES.length : index;
};

/**
 * The per-component bars of a candidate: components still PENDING are left out, the rest in the
 * components' order. The interview is graded 0-10 (its value is the grade as a percentage): a
 * grade of 0 means it awaits grading, and its colour follows the interview grade scale.
 */
export function componentBars(components: readonly ComponentResult[]): ComponentBar[] {
  return components
    .filter((component) => component.status !== 'PENDING')
    .sort((a, b) => orderOf(a.componentType) - orderOf(b.componentType))
    .map((component) => {
      const value = component.value ?? null;
      if (component.componentType !== 'INTERVIEW')
        return { componentType: component.componentType, value, color: composedScoreColor(value), pendingGrade: false };
      const pendingGrade = component.status === 'PENDING_GRADE' || !value;
      return {
        componentType: 'INTERVIEW',
        value,
        color: interviewGradeColor(pendingGrade ? null : value! / 10),
        pendingGrade,
      };
    });
}
