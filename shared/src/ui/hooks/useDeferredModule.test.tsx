import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule } from './useDeferredModule';
import { useDeferredTrigger } from './useDeferredTrigger';

interface Panel {
  Panel: (props: { open: boolean; autoFocus: boolean }) => React.ReactNode;
}

// Like a Mantine menu: `open` is where it starts, a click toggles it.
function PanelMenu({ open, autoFocus }: { open: boolean; autoFocus: boolean }) {
  const [opened, setOpened] = useState(open);
  return (
    <>
      <button
        type="button"
        autoFocus={autoFocus}
        aria-expanded={opened}
        onClick={() => setOpened((o) => !o)}
      >
        Menu
      </button>
      {opened ? <ul aria-label="Items" /> : null}
    </>
  );
}

const realPanel: Panel = { Panel: PanelMenu };

function Deferred({ module }: { module: ReturnType<typeof deferredModule<Panel>> }) {
  const [loaded, request] = useDeferredModule(module);
  const trigger = useDeferredTrigger(request);
  if (loaded) return <loaded.Panel open={trigger.clicked} autoFocus={trigger.focused} />;
  return (
    <button type="button" aria-expanded={false} {...trigger.props}>
      Menu
    </button>
  );
}

/** Renders Deferred over a module that arrives only when the test calls the returned function. */
function renderUntilArrival(): () => void {
  let arrive!: (panel: Panel) => void;
  render(
    <Deferred module={deferredModule(() => new Promise<Panel>((resolve) => (arrive = resolve)))} />,
  );
  return () => arrive(realPanel);
}

describe('useDeferredModule / useDeferredTrigger', () => {
  it('loads nothing until the button is reached for', async () => {
    const load = vi.fn(async () => realPanel);
    render(<Deferred module={deferredModule(load)} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
  });

  it('a click before the module arrived opens it once it has', async () => {
    const arrive = renderUntilArrival();
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    expect(screen.queryByRole('list')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('list', { name: 'Items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a press whose release lands on the module that arrived meanwhile still opens it', async () => {
    const arrive = renderUntilArrival();
    // Pressed on the placeholder; the module takes its place before the release, so the
    // browser sends no click to either button.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => arrive());
    expect(await screen.findByRole('list', { name: 'Items' })).toBeTruthy();
  });

  it('one pointer click on the placeholder counts once (press and click are one gesture)', async () => {
    const arrive = renderUntilArrival();
    const placeholder = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerDown(placeholder);
    fireEvent.click(placeholder);
    await act(async () => arrive());
    expect(await screen.findByRole('list', { name: 'Items' })).toBeTruthy();
  });

  it('a keyboard user keeps the focus on the button when the module takes its place', async () => {
    const user = userEvent.setup();
    const arrive = renderUntilArrival();
    await user.tab();
    const placeholder = screen.getByRole('button', { name: 'Menu' });
    expect(document.activeElement).toBe(placeholder);
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).not.toBe(placeholder));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a failed load keeps the button and the next try loads again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Panel>>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue(realPanel);
    const module = deferredModule(load);
    render(<Deferred module={module} />);
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('list', { name: 'Items' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
