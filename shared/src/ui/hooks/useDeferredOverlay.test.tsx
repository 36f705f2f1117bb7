import { useEffect, useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './useDeferredModule';
import { useDeferredOverlay } from './useDeferredOverlay';

interface DialogModule {
  Dialog: (props: { opened: boolean; log: string[] }) => React.ReactNode;
}

// Like Mantine's modal: it notes what had the focus when `opened` turns true (not on mount).
function Dialog({ opened, log }: { opened: boolean; log: string[] }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      log.push(`mounted ${opened ? 'open' : 'closed'}`);
      return;
    }
    log.push(opened ? 'opened' : 'closed');
  }, [opened, log]);
  return opened ? <div role="dialog" aria-label="Dialog" /> : null;
}

function Opener({
  deferred,
  log,
}: {
  deferred: ReturnType<typeof deferredModule<DialogModule>>;
  log: string[];
}) {
  const [open, setOpen] = useState(false);
  const { module, opened } = useDeferredOverlay(open, deferred);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Open
      </button>
      {module && <module.Dialog opened={opened} log={log} />}
    </>
  );
}

describe('useDeferredOverlay', () => {
  it('loads nothing until the dialog is first opened', async () => {
    const load = vi.fn(async () => ({ Dialog }));
    render(<Opener deferred={deferredModule(load)} log={[]} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('mounts the loaded dialog closed, then opens it, and keeps it for closing', async () => {
    let arrive!: (module: DialogModule) => void;
    const log: string[] = [];
    const deferred = deferredModule(
      () => new Promise<DialogModule>((resolve) => (arrive = resolve)),
    );
    render(<Opener deferred={deferred} log={log} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrive({ Dialog }));
    expect(await screen.findByRole('dialog', { name: 'Dialog' })).toBeTruthy();
    expect(log).toEqual(['mounted closed', 'opened']);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).toEqual(['mounted closed', 'opened', 'closed']);
  });

  it('opens at once, still seeing its opening, when the module was loaded ahead', async () => {
    const log: string[] = [];
    const deferred = deferredModule(async () => ({ Dialog }));
    await deferred.load();
    render(<Opener deferred={deferred} log={log} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeTruthy();
    expect(log).toEqual(['mounted closed', 'opened']);
  });
});
