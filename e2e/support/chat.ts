import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the conversation with this person once the live stream answers; resolves to the conversation. */
export async function openConversation(page: Page, withId: number) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/apps/chat/events'));
  await page.goto(`/apps/chat?with=${withId}`);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  return page.getByRole('region', { name: /^Discussion avec / });
}

/** A message of the conversation, by its text. */
export const bubble = (thread: Locator, text: string) =>
  thread.getByRole('log').getByRole('listitem').filter({ hasText: text });

/** Types the message in the conversation's input and sends it with Enter. */
export async function sendMessage(thread: Locator, to: string, text: string) {
  const input = thread.getByRole('textbox', { name: `Message à ${to}` });
  await input.fill(text);
  await input.press('Enter');
}
