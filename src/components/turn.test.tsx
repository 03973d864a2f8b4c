import { act, render, screen } from '@testing-library/react';
import { lazy, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetCard } from './charts/widget-card';
import { PlotTurn } from './turn';

/** Notes, when it appears, how many charts are on screen with it. */
function Chart({ name, seen }: { name: string; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(`${name} with ${document.querySelectorAll('[data-chart]').length}`);
  }, [name, seen]);
  return <div data-chart>{name}</div>;
}

const Never = lazy(() => new Promise<never>(() => {}));

describe('PlotTurn', () => {
  it('shows a page’s charts one after another, in the page’s order, each after its placeholder', async () => {
    const seen: string[] = [];
    render(
      <>
        {['revenue', 'status', 'sales'].map((name) => (
          <PlotTurn key={name} near placeholder={<p>waiting {name}</p>}>
            <Chart name={name} seen={seen} />
          </PlotTurn>
        ))}
      </>,
    );
    expect(screen.getAllByText(/^waiting/)).toHaveLength(3);
    await screen.findByText('sales');
    expect(seen).toEqual(['revenue with 1', 'status with 2', 'sales with 3']);
    expect(screen.queryByText(/^waiting/)).toBeNull();
  });

  it('passes the turn on when a chart that holds it leaves before it could show', async () => {
    const seen: string[] = [];
    const page = (withSlowChart: boolean) => (
      <>
        {withSlowChart && (
          <PlotTurn near placeholder={<p>waiting slow</p>}>
            <Never />
          </PlotTurn>
        )}
        <PlotTurn near placeholder={<p>waiting next</p>}>
          <Chart name="next" seen={seen} />
        </PlotTurn>
      </>
    );
    const { rerender } = render(page(true));
    await screen.findByText('waiting slow');
    rerender(page(false));
    expect(await screen.findByText('next')).toBeInTheDocument();
  });

  it('draws a page’s widgets one after another once their data is there, each busy until drawn', async () => {
    const seen: string[] = [];
    const names = ['welcome', 'traffic', 'sales'];
    const page = (loading: boolean) => (
      <>
        {names.map((name) => (
          <WidgetCard key={name} title={name} height={100} loading={loading}>
            <Chart name={name} seen={seen} />
          </WidgetCard>
        ))}
      </>
    );
    const { rerender } = render(page(true));
    rerender(page(false));
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);
    await screen.findByText('sales', { selector: '[data-chart]' });
    expect(seen).toEqual(['welcome with 1', 'traffic with 2', 'sales with 3']);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it('draws a widget only once it comes near the viewport, while the ones above draw at once', async () => {
    const watched = new Map<Element, IntersectionObserverCallback>();
    class Observer {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(el: Element) {
        watched.set(el, this.callback);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      const seen: string[] = [];
      render(
        <>
          <WidgetCard title="welcome" height={100} loading={false}>
            <Chart name="welcome" seen={seen} />
          </WidgetCard>
          <WidgetCard title="sales" height={100} loading={false}>
            <Chart name="sales" seen={seen} />
          </WidgetCard>
        </>,
      );
      const [welcome, sales] = [...watched.keys()];
      const show = (el: Element | undefined) =>
        act(() => watched.get(el!)!([{ target: el!, isIntersecting: true } as IntersectionObserverEntry], {} as never));
      show(welcome);
      await screen.findByText('welcome', { selector: '[data-chart]' });
      // The welcome widget hands its turn on in a task of its own: let it, and any render it starts, run.
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      expect(screen.queryByText('sales', { selector: '[data-chart]' })).toBeNull();
      expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
      show(sales);
      await screen.findByText('sales', { selector: '[data-chart]' });
      expect(seen).toEqual(['welcome with 1', 'sales with 2']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not hold the turn when a widget fails as its turn comes: the next one still draws', async () => {
    // The last test's final hand-over is a real timer: let it run before the clock is faked.
    await new Promise((resolve) => setTimeout(resolve));
    vi.useFakeTimers();
    try {
      const seen: string[] = [];
      const page = (failed: boolean) => (
        <>
          <WidgetCard title="sales" height={100} loading={false} onRetry={failed ? () => {} : undefined}>
            <Chart name="sales" seen={seen} />
          </WidgetCard>
          <WidgetCard title="traffic" height={100} loading={false}>
            <Chart name="traffic" seen={seen} />
          </WidgetCard>
        </>
      );
      const { rerender } = render(page(false));
      // The first widget's turn and its failure land in one render.
      act(() => {
        vi.runOnlyPendingTimers();
        rerender(page(true));
      });
      act(() => vi.runAllTimers());
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(seen).toEqual(['traffic with 1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
