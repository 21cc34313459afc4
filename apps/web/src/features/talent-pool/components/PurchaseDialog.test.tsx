import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InMemoryCache } from '@apollo/client';
import { createCache } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { buildClientInfo, buildPlan } from '@/shared/session/session.fixtures';
import { BuyCurriculumMutation } from '../graphql/talent-pool.graphql';
import { PurchaseDialog } from './PurchaseDialog';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['talentPool', 'shell']);
});
afterEach(cleanup);

const PLAN_CONFIG_ID = 41;

const clientInfo = (balance: number) => ({
  clientInfo: buildClientInfo({
    id: 7,
    commercialName: 'Andes',
    companyName: 'Andes S.A.',
    plans: [buildPlan('TALENT_POOL', balance, { planConfigId: PLAN_CONFIG_ID })],
  }),
});

const buy = (personIds: string[], answer: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse => ({
  request: {
    query: BuyCurriculumMutation,
    variables: {
      personIds,
      planConfigId: PLAN_CONFIG_ID,
      concept: `Compra de ${personIds.length} CV del banco de talento`,
      amount: personIds.length,
    },
  },
  ...(answer instanceof Error ? { error: answer } : { result: answer }),
});

function renderDialog(balance: number, personIds: string[], mocks: MockLink.MockedResponse[] = []): InMemoryCache {
  window.localStorage.setItem('terna.accessToken', 'test-token');
  const cache = createCache();
  cache.writeQuery({ query: ClientInfoQuery, data: clientInfo(balance) });
  render(
    <MemoryRouter>
      <MockedProvider cache={cache} mocks={mocks}>
        <PurchaseDialog open personIds={personIds} onClose={() => undefined} />
      </MockedProvider>
    </MemoryRouter>,
  );
  return cache;
}

describe('the CV purchase dialog (spec 2 sections 2.11 and 4.4)', () => {
  it('confirms, buys and lowers the cached balance by the amount', async () => {
    const cache = renderDialog(3, ['5', '6'], [buy(['5', '6'], { data: { buyCurriculum: { complete: true } } })]);
    const confirm = await screen.findByRole('dialog', { name: '¿Comprar 2 CV?' });
    expect(confirm.textContent).toContain('Tienes 3 vistas disponibles.');
    fireEvent.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByRole('dialog', { name: '¡CV comprados!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver CV' })).toBeTruthy();
    const after = cache.readQuery({ query: ClientInfoQuery });
    expect(after?.clientInfo.plans[0]?.planConfig.creditAccount.availableBalance).toBe(1);
  });

  it('shows the not-enough-credits view without calling the server when the balance is short', async () => {
    renderDialog(1, ['5', '6']);
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar' }));
    expect(await screen.findByRole('dialog', { name: 'No tienes vistas suficientes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar' })).toBeNull();
  });

  it('offers to request views instead when the balance is 0', async () => {
    renderDialog(0, ['5']);
    expect(await screen.findByRole('dialog', { name: 'No tienes vistas disponibles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Solicitar vistas' })).toBeTruthy();
  });

  it('shows the amount and the already-purchased message when the server refuses', async () => {
    const refusal = { errors: [new GraphQLError('Ya compraste', { extensions: { code: 'ALREADY_PURCHASED' } })] };
    renderDialog(3, ['5', '6'], [buy(['5', '6'], refusal)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar' }));
    const failed = await screen.findByRole('dialog', { name: 'No se pudieron comprar 2 CV' });
    expect(failed.textContent).toContain('Ya compraste el CV de estas personas: están en tu base.');
  });
});
