// The inline script that starts the app on a prerendered page (see scripts/prerender.mjs).
//
// On / the prerendered copy is the whole page a reader needs: text, images, anchor links and links into
// the back office all work without a script. The app (React, MUI, router: most of the page's weight) is
// only fetched when it has something to do:
//   - the visitor's first sign of activity: pointer, touch, wheel, scroll, key or focus;
//   - the hero carousel's first turn (its `data-autoplay-ms` after the first paint), unless reduced motion is
//     asked for;
//   - at once on every other path (deep links get index.html from static hosts), and for a signed-in visitor.
// Clicks on the copy's controls before the app is there are queued and replayed by the app on the same
// controls (src/lib/prerender-handoff.ts), so no tap is lost while the app loads.

/**
 * @param {{ entry: string, preloads: string[] }} options
 * @returns {string} the <script> element
 */
export function loaderScript({ entry, preloads }) {
  const config = JSON.stringify({ entry, preloads });
  return `<script>
      (function (c) {
        var d = document, w = window, started = false, timer = 0;
        var activity = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
        var handoff = (w.__prerenderHandoff = { reason: '', clicks: [] });
        function start(reason) {
          if (started) return;
          started = true;
          handoff.reason = reason;
          clearTimeout(timer);
          activity.forEach(function (t) { w.removeEventListener(t, onActivity, true); });
          d.removeEventListener('visibilitychange', schedule);
          [c.entry].concat(c.preloads).forEach(function (href) {
            var l = d.createElement('link');
            l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = href;
            d.head.appendChild(l);
          });
          // An inserted module script runs as soon as it is fetched: not before #root is parsed.
          if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run);
          else run();
        }
        function run() {
          var s = d.createElement('script');
          s.type = 'module'; s.crossOrigin = ''; s.src = c.entry;
          d.head.appendChild(s);
        }
        function onActivity() { start('activity'); }
        function schedule() {
          var carousel = d.querySelector('#prerender [data-autoplay-ms]');
          clearTimeout(timer);
          if (carousel && d.visibilityState === 'visible') {
            timer = setTimeout(function () { start('autoplay'); }, Number(carousel.getAttribute('data-autoplay-ms')));
          }
        }
        // A control's place in the copy: child indexes from #prerender, which the app renders identically in #root.
        function pathOf(el, rootEl) {
          var path = [];
          for (; el && el !== rootEl; el = el.parentElement) path.unshift(Array.prototype.indexOf.call(el.parentElement.children, el));
          return el === rootEl ? path : null;
        }
        d.addEventListener('click', function (e) {
          var copy = d.getElementById('prerender');
          var control = e.target instanceof Element && e.target.closest('button, [role="button"], [role="tab"], [role="switch"]');
          if (!copy || !control || !copy.contains(control)) return;
          var path = pathOf(control, copy);
          if (path) handoff.clicks.push(path);
        }, true);
        // The guard script before this one has decided already: a deep link fetches the app while the body parses.
        if (d.documentElement.hasAttribute('data-no-prerender')) return start('deep-link');
        // A signed-in visitor has the app cached from the back office; it shows their avatar in the header.
        if (d.documentElement.hasAttribute('data-session')) return start('session');
        d.addEventListener('DOMContentLoaded', function () {
          activity.forEach(function (t) { w.addEventListener(t, onActivity, { capture: true, passive: true }); });
          if (w.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
          d.addEventListener('visibilitychange', schedule);
          schedule();
        });
      })(${config});
    </script>`;
}
