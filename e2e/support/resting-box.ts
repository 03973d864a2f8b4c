import { expect, type Locator } from '@playwright/test';

/**
 * Where an element ends up once it stops moving (a toast slides in): two reads that agree with a painted frame
 * between them. Two reads within one frame agree even while the element moves, which a busy machine made happen.
 */
export async function restingBox(locator: Locator) {
  const nextFrame = () =>
    locator.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let last = await locator.boundingBox();
  await expect
    .poll(async () => {
      await nextFrame();
      const box = await locator.boundingBox();
      const same = box !== null && JSON.stringify(box) === JSON.stringify(last);
      last = box;
      return same;
    })
    .toBe(true);
  return last!;
}
