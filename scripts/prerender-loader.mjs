// The inline script that starts the app on a prerendered page (see scripts/prerender.mjs).
//
// On / the prerendered copy is the whole page a reader needs: text, images, anchor links and links into
// the back office all work without a script. The app (React, MUI, router: most of the page's weight) is
// only fetched when it has something to do:
//   - the visitor's first sign of activity: pointer (once it moves), touch, wheel, scroll, key or focus;
//   (Starting it at the first idle moment after load was tried: mobile Lighthouse fell from ≥95 to 87, total
//   blocking time 490 ms, as the app's start then falls inside the measured load. Presses get their feedback
//   from this loader instead.)
//   - the hero carousel's first turn (its `data-autoplay-ms` after the first paint), unless reduced motion is
//     asked for;
//   - at once on every other path (deep links get index.html from static hosts), and for a signed-in visitor.
// Clicks on the copy's controls before the app is there are queued and replayed by the app on the same
// controls (src/lib/prerender-handoff.ts), so no tap is lost while the app loads; meanwhile the control shows
// it was pressed. The hero carousel's prev, next and dot buttons move the copy's own track at once, and the
// app starts on that slide. An empty send of the copy's contact form shows the app's required-field messages at
// once (their markup is taken from the app at prerender time); the app then validates the replayed send.

/**
 * @param {{ entry: string, preloads: string[], formErrors?: Record<string, string> }} options
 *   formErrors: the message element of each contact field left empty, by input id
 * @returns {string} the <script> element
 */
export function loaderScript({ entry, preloads, formErrors = {} }) {
  const config = JSON.stringify({ entry, preloads, formErrors }).replace(/</g, '\\u003c');
  return `<script>
      (function (c) {
        var d = document, w = window, started = false, timer = 0;
        var activity = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
        var handoff = (w.__prerenderHandoff = { reason: '', clicks: [], heroSlide: 0 });
        var reduced = w.matchMedia('(prefers-reduced-motion: reduce)').matches;
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
        // A pointer that has not moved is not the visitor: the browser sends such a move when the page lays out
        // under a resting cursor (Chromium's headless shell at every load, its cursor being on the page).
        function onActivity(e) {
          if (e.type === 'pointermove' && !e.movementX && !e.movementY) return;
          start('activity');
        }
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
        // The copy's hero carousel moves by itself: same track shift, inert slides and current dot as the app's.
        function moveHero(copy, control) {
          var step = control.getAttribute('data-hero-step'), dot = control.getAttribute('data-hero-dot');
          var track = copy.querySelector('#hero-slides');
          if ((step === null && dot === null) || !track) return false;
          var slides = track.children, n = slides.length, from = handoff.heroSlide;
          var to = dot !== null ? Number(dot) : (from + Number(step) + n) % n;
          var dots = copy.querySelectorAll('[data-hero-dot]');
          if (to === from || !dots[to] || !dots[from]) return true;
          handoff.heroSlide = to;
          track.style.transition = reduced ? '' : 'transform 300ms ease';
          track.style.transform = 'translate3d(' + -100 * to + '%, 0, 0)';
          for (var i = 0; i < n; i++) slides[i].toggleAttribute('inert', i !== to);
          var on = dots[from].firstElementChild, off = dots[to].firstElementChild, cls = on.className;
          on.className = off.className; off.className = cls;
          dots[from].removeAttribute('aria-current');
          dots[to].setAttribute('aria-current', 'true');
          return true;
        }
        // An empty required field of the copy's form gets the app's message and error look.
        function showRequired(copy, control) {
          if (control.type !== 'submit' || !control.form) return;
          Object.keys(c.formErrors).forEach(function (id) {
            var input = copy.querySelector('#' + id), box = input && input.closest('.MuiFormControl-root');
            if (!box || input.value.trim() || d.getElementById(id + '-error')) return;
            input.setAttribute('aria-invalid', 'true');
            input.setAttribute('aria-describedby', id + '-error');
            [input.parentElement, box.querySelector('label')].forEach(function (el) { if (el) el.classList.add('Mui-error'); });
            box.insertAdjacentHTML('beforeend', c.formErrors[id]);
          });
        }
        d.addEventListener('click', function (e) {
          var copy = d.getElementById('prerender');
          var control = e.target instanceof Element && e.target.closest('button, [role="button"], [role="tab"], [role="switch"]');
          if (!copy || !control || !copy.contains(control) || moveHero(copy, control)) return;
          showRequired(copy, control);
          var path = pathOf(control, copy);
          if (!path) return;
          handoff.clicks.push(path);
          // Seen at once: the press is kept and its effect follows when the app is there.
          control.setAttribute('data-prerender-pending', '');
        }, true);
        // The guard script before this one has decided already: a deep link fetches the app while the body parses.
        if (d.documentElement.hasAttribute('data-no-prerender')) return start('deep-link');
        // A signed-in visitor has the app cached from the back office; it shows their avatar in the header.
        if (d.documentElement.hasAttribute('data-session')) return start('session');
        d.addEventListener('DOMContentLoaded', function () {
          activity.forEach(function (t) { w.addEventListener(t, onActivity, { capture: true, passive: true }); });
          if (reduced) return;
          d.addEventListener('visibilitychange', schedule);
          schedule();
        });
      })(${config});
    </script>
    <style>#prerender [data-prerender-pending] { opacity: 0.6; cursor: progress; }</style>`;
}
