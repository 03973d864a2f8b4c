import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs, signInAsAdmin, startHost } from './bench-setup.mjs';
const path = process.argv[2] ?? '/ecommerce/products';
const port = 4198, base = `http://127.0.0.1:${port}`;
const stop = await startHost(process.env.BENCH_ROOT, 'static', port);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await signInAsAdmin(page, base);
await page.goto('about:blank');
await page.addInitScript(() => {
  const log = (window.__ins = []);
  const orig = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, i) {
    log.push({ t: Math.round(performance.now()), rule: rule.slice(0, 140), owner: this.ownerNode?.getAttribute?.('data-emotion') });
    return orig.call(this, rule, i);
  };
  const ap = Node.prototype.appendChild; const ib = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function (n, r) { if (n.tagName === 'STYLE' || n.nodeType===3 && this.tagName==='STYLE') log.push({ t: Math.round(performance.now()), rule: 'TEXT/STYLE ' + (n.textContent||'').slice(0, 140), owner: (n.getAttribute?.('data-emotion')) ?? this.getAttribute?.('data-emotion') }); return ib.call(this, n, r); };
  Node.prototype.appendChild = function (n) { if (n.tagName === 'STYLE' || n.nodeType===3 && this.tagName==='STYLE') log.push({ t: Math.round(performance.now()), rule: 'TEXT/STYLE ' + (n.textContent||'').slice(0, 140), owner: (n.getAttribute?.('data-emotion')) ?? this.getAttribute?.('data-emotion') }); return ap.call(this, n); };
});
await page.goto(`${base}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(3000);
const ins = await page.evaluate(() => window.__ins);
console.log(ins.length);
for (const i of ins.slice(0, 200)) console.log(i.t, i.owner, i.rule.length, i.rule);
await browser.close(); await stop();
