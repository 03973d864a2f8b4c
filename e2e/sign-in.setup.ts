import { test as setup } from '@playwright/test';
import { roles, savedSignIn, signInThroughForm } from './support/session';

// Each role signs in through the real form once per run; the specs start from the session it saved.
for (const who of roles) {
  setup(`sign in as ${who}`, async ({ page }) => {
    await signInThroughForm(page, who);
    await page.context().storageState({ path: savedSignIn(who) });
  });
}
