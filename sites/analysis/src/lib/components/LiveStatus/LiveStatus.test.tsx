import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { observable, observableRef, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { fixtureBoardSession } from '@brokerage/shared/market/boardFixtures.ts';
import type { BoardSession } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { LiveStatus as ConnectionStatus } from '@brokerage/shared/realtime/LiveConnection.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import analysisEn from '../../../locales/en/analysis.json';
import analysisVi from '../../../locales/vi/analysis.json';
import { LiveStatus } from './LiveStatus';

/** A board as the line reads it: its status, session and last tick, set by the test. */
function fakeBoard() {
  const state = observable(
    {
      status: 'live' as ConnectionStatus,
      session: fixtureBoardSession({ seq: 1 }) as BoardSession | null,
      lastTickAt: Date.now() as number | null,
    },
    { session: observableRef },
  );
  const board = {
    get status() {
      return state.status;
    },
    get session() {
      return state.session;
    },
    tickAgeMs: (now: number) =>
      state.lastTickAt === null ? null : Math.max(0, now - state.lastTickAt),
    connection: { retryInMs: null },
  } as unknown as BoardStore;
  return { state, board };
}

function draw(board: BoardStore) {
  let renders = 0;
  renderWithProviders(
    <Profiler id="live" onRender={() => (renders += 1)}>
      <LiveStatus board={board} locale="vi" />
    </Profiler>,
    {
      site: 'analysis',
      path: '/trung-tam-phan-tich/bang-gia',
      resources: { vi: analysisVi, en: analysisEn },
      general: fixtureGeneral(),
    },
  );
  return () => renders;
}

describe('LiveStatus', () => {
  it('is drawn again when a word of it changes, not on every push', () => {
    const { state, board } = fakeBoard();
    const renders = draw(board);
    const status = screen.getByTestId('live-status');
    expect(status.getAttribute('data-live-status')).toBe('live');
    expect(status.textContent).toContain('20/11/2026');
    const drawn = renders();
    // Pushes: a new session object and tick each time, the same words.
    for (let seq = 2; seq < 12; seq += 1)
      act(() =>
        runInAction(() => {
          state.session = fixtureBoardSession({ seq });
          state.lastTickAt = Date.now();
        }),
      );
    expect(renders()).toBe(drawn);
    // The session ends: the line says so.
    act(() =>
      runInAction(() => {
        state.session = fixtureBoardSession({ seq: 12, trading: false });
      }),
    );
    expect(renders()).toBe(drawn + 1);
    expect(status.textContent).toContain('đã kết thúc');
    act(() =>
      runInAction(() => {
        state.status = 'reconnecting';
      }),
    );
    expect(status.getAttribute('data-live-status')).toBe('reconnecting');
  });
});
