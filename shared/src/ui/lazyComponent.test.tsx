import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Xin chào {name}</p>;
}

describe('preloadable', () => {
  it('suspends like React.lazy until its chunk is in', async () => {
    const Lazy = preloadable(async () => Greeting);
    render(
      <Suspense fallback={<p>Đang tải</p>}>
        <Lazy name="An" />
      </Suspense>,
    );
    expect(screen.getByText('Đang tải')).toBeTruthy();
    expect(await screen.findByText('Xin chào An')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded; the chunk loads once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await act(() => Promise.all([Lazy.preload(), Lazy.preload()]));
    render(
      <Suspense fallback={<p>Đang tải</p>}>
        <Lazy name="Bình" />
      </Suspense>,
    );
    expect(screen.getByText('Xin chào Bình')).toBeTruthy();
    expect(screen.queryByText('Đang tải')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
