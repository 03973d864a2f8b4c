import { expect, type Locator } from '@playwright/test';

/** Where an element ends up once it stops moving (a toast slides in): two reads in a row that agree. */
export async function restingBox(locator: Locator) {
  let last = await locator.boundingBox();
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const same = box !== null && JSON.stringify(box) === JSON.stringify(last);
      last = box;
      return same;
    })
    .toBe(true);
  return last!;
}
