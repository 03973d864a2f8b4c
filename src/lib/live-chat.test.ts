import { afterEach, describe, expect, it } from 'vitest';
import { injectLiveChat } from './live-chat';

describe('live chat injection', () => {
  afterEach(() => document.querySelectorAll('script[data-live-chat]').forEach((s) => s.remove()));

  it('adds the script once, and nothing when no source is configured', () => {
    expect(injectLiveChat('')).toBe(false);
    expect(injectLiveChat('https://chat.example/widget.js')).toBe(true);
    expect(injectLiveChat('https://chat.example/widget.js')).toBe(false);
    expect(document.querySelectorAll('script[src="https://chat.example/widget.js"]')).toHaveLength(1);
  });
});
