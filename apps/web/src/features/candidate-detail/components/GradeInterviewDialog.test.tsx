import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { GradeInterviewMutation } from '../graphql/grade-interview.graphql';
import { InterviewResultPanel } from './InterviewResultPanel';

beforeAll(() => initI18n('es', ['candidateDetail', 'common']));
afterEach(cleanup);

const answer = (questionId: string, answer: string, grade: number | null) => ({
  __typename: 'InterviewAnswer' as const,
  questionId,
  question: `Pregunta ${questionId}`,
  answer,
  answered: answer !== '',
  grade,
});
const interview = {
  __typename: 'InterviewResult' as const,
  grade: null,
  answers: [answer('iq1', 'Lideré un equipo.', null), answer('iq2', '', null)],
};
// The server answers the candidate with the interview graded: (8.5 + 0) / 2 = 4.3, value 43.
const graded = {
  __typename: 'ProcessCandidate',
  id: 7,
  evaluationsStatus: 'DISQUALIFIED',
  ranking: null,
  composedCapResult: { __typename: 'ComposedCapResult', value: 61.5, status: true },
  results: [
    {
      __typename: 'ComponentResult',
      componentType: 'INTERVIEW',
      label: 'Entrevista',
      order: 5,
      status: 'REJECT',
      value: 43,
      minValueToPass: 50,
      disc: null,
      curriculum: null,
      competences: null,
      knowledge: null,
      trust: null,
      interview: { ...interview, grade: 4.3, answers: [answer('iq1', 'Lideré un equipo.', 8.5), answer('iq2', '', 0)] },
    },
  ],
};

function renderPanel(gradeFor?: number) {
  render(
    <MockedProvider
      mocks={[
        {
          request: {
            query: GradeInterviewMutation,
            variables: { processPersonId: 7, grades: [{ questionId: 'iq1', grade: 8.5 }] },
          },
          result: { data: { gradeInterview: graded } },
        },
      ]}
    >
      <MemoryRouter>
        <SnackbarProvider>
          <InterviewResultPanel interview={interview} status="PENDING_GRADE" minValueToPass={50} gradeFor={gradeFor} />
        </SnackbarProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('grading an interview', () => {
  it('offers grading only to a reader who may grade', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Calificar entrevista' })).toBeNull();
  });

  it('grades each answered question 0-10, refusing a grade out of range, and tells the new result', async () => {
    renderPanel(7);
    fireEvent.click(screen.getByRole('button', { name: 'Calificar entrevista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calificar entrevista' });
    expect(dialog.textContent).toContain('Sin respuesta: cuenta 0.');
    const field = screen.getByRole('spinbutton', { name: /Nota de la pregunta 1/ });
    // Only the answered question has a field.
    expect(screen.queryByRole('spinbutton', { name: /Nota de la pregunta 2/ })).toBeNull();

    fireEvent.change(field, { target: { value: '11' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar calificación' })));
    expect(await screen.findByText('El valor máximo es 10')).toBeTruthy();

    fireEvent.change(field, { target: { value: '8.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar calificación' })));
    expect(await screen.findByText('Entrevista calificada: 43 / 100.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
