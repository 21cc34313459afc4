import { builder } from '../../graphql/builder.js';
import { CandidateRef } from '../candidates/index.js';
import { gradeInterview } from './interview-grade.service.js';

const InterviewGradeInput = builder.inputType('InterviewGradeInput', {
  description: 'The grade of one answered interview question.',
  fields: (t) => ({
    questionId: t.string({ required: true, description: 'InterviewAnswer.questionId of the answer graded.' }),
    grade: t.float({ required: true, description: '0 to 10, at most one decimal.' }),
  }),
});

builder.mutationField('gradeInterview', (t) =>
  t.field({
    type: CandidateRef,
    description:
      'Grades a candidate’s interview (one grade per answered question); the interview gets their mean, with blank answers at 0, and the composed score and ranking follow.',
    args: {
      processPersonId: t.arg.int({ required: true, description: 'The candidate (processPersonId).' }),
      grades: t.arg({ type: [InterviewGradeInput], required: true, description: 'One grade per answered question.' }),
    },
    resolve: (_, args, ctx) => gradeInterview(ctx, args),
  }),
);
