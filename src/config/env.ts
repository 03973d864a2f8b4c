/** Build-time settings. Every one is optional; the README lists them. */
export const env = {
  recaptchaSiteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? '',
  liveChatSrc: import.meta.env.VITE_LIVE_CHAT_SRC ?? '',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /** When false, the app talks to a real server at VITE_API_BASE_URL instead of the in-browser mock. */
  useMockApi: (import.meta.env.VITE_USE_MOCK_API ?? 'true') !== 'false',
};
