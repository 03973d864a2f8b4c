/** Injects the live-chat script once, after first paint, when VITE_LIVE_CHAT_SRC is set. */
export function injectLiveChat(src: string, doc: Document = document): boolean {
  if (!src) return false;
  const already = Array.from(doc.scripts).some((s) => s.getAttribute('src') === src);
  if (already) return false;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.liveChat = 'true';
  doc.body.appendChild(script);
  return true;
}
