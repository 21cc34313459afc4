import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { CANDIDATE_ADDED_STATUS_SWAP_MS } from '@terna/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/shared/lib/apollo';
import { AddedCandidateQuery } from '../graphql/candidates.graphql';
import { useAddedCandidate } from './useAddedCandidate';

/** The added candidate's row takes this long to come back: longer than the swap itself. */
const SLOW_ANSWER_MS = CANDIDATE_ADDED_STATUS_SWAP_MS + 2_000;

function renderAdded() {
  const link = new MockLink([
    {
      request: { query: AddedCandidateQuery, variables: { id: 7 } },
      result: { data: { processPerson: null } },
      delay: SLOW_ANSWER_MS,
    },
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider link={link} cache={createCache()}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => useAddedCandidate({ processId: 1 }, []), { wrapper });
}

describe('a candidate added from the people tab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows as finished until its row has come back, then for the swap time, then as it is', async () => {
    const { result } = renderAdded();
    const candidate = { id: 7, evaluationsStatus: 'OPEN' };
    let added: Promise<void> | undefined;
    act(() => {
      added = result.current.onAdded({ id: 7 });
    });
    expect(result.current.statusOf(candidate)).toBe('ENDED');

    // The swap time has passed since the invitation, but the row has not arrived yet.
    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 1));
    expect(result.current.statusOf(candidate)).toBe('ENDED');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await added;
    });
    await act(() => vi.advanceTimersByTimeAsync(CANDIDATE_ADDED_STATUS_SWAP_MS - 1));
    expect(result.current.statusOf(candidate)).toBe('ENDED');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.statusOf(candidate)).toBe('OPEN');
  });
});
