import { useMutation } from '@apollo/client/react';
import { GradeInterviewMutation } from '../graphql/grade-interview.graphql';

/** Grades a candidate's interview; resolves with the interview's new grade (0-10). */
export function useGradeInterview() {
  const [mutate, { loading }] = useMutation(GradeInterviewMutation);
  const grade = async (processPersonId: number, grades: { questionId: string; grade: number }[]) => {
    const { data } = await mutate({ variables: { processPersonId, grades } });
    return data?.gradeInterview;
  };
  return { grade, loading };
}
