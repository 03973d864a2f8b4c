// A stand-in for React DevTools' hook, for the render-count benches (bench-list-renders, bench-first-render).

/** Runs in the page before React: counts the rendered components of each commit. */
export function installHook(names) {
  const component = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const commits = [];
  const nameOf = (f) => {
    const t = f.type?.render ?? f.type?.type ?? f.type;
    return f.type?.displayName ?? t?.displayName ?? t?.name ?? '?';
  };
  const walk = (fiber, out) => {
    for (let f = fiber; f; f = f.sibling) {
      if (component.has(f.tag)) {
        const a = f.alternate;
        if (!a || a.memoizedProps !== f.memoizedProps || a.memoizedState !== f.memoizedState) {
          out.total++;
          if (f.type?.__emotion_real) out.styled++;
          if (names) out.names[nameOf(f)] = (out.names[nameOf(f)] ?? 0) + 1;
        }
      }
      // A subtree that bailed out keeps its children's fibers: nothing below it rendered.
      if (f.child && (!f.alternate || f.alternate.child !== f.child)) walk(f.child, out);
    }
  };
  window.__commits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot(_id, root) {
      const out = {
        at: performance.now(),
        total: 0,
        styled: 0,
        names: {},
        rows: document.querySelectorAll('table tbody tr').length,
      };
      walk(root.current.child, out);
      commits.push(out);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}
