import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingBar } from './use-loading-bar';

describe('loading bar timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 10 % with a 20 % buffer, grows 5-15 % every 800 ms and holds at 82 %', () => {
    let r = 0;
    const random = () => r;
    const { result, rerender } = renderHook(({ active }) => useLoadingBar(active, random), {
      initialProps: { active: false },
    });
    expect(result.current.visible).toBe(false);

    rerender({ active: true });
    expect(result.current).toMatchObject({ visible: true, value: 10, buffer: 20 });

    act(() => vi.advanceTimersByTime(799));
    expect(result.current.value).toBe(10);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(15);

    r = 0.999999;
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.value).toBeCloseTo(30, 3);

    act(() => vi.advanceTimersByTime(800 * 20));
    expect(result.current.value).toBe(82);
  });

  it('jumps to 100 % on resolve and resets 300 ms later', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingBar(active, () => 0.5), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(1600));
    expect(result.current.value).toBe(30);

    rerender({ active: false });
    expect(result.current).toMatchObject({ visible: true, value: 100 });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });
});
