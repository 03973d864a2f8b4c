/**
 * Asks Google whether a reCAPTCHA answer is valid (docs/security.md, "Contact form"). Fails closed: no answer,
 * an error or anything but `success: true` counts as a failed check.
 */
export async function recaptchaPasses(secret: string, answer: string, remoteIp?: string): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: answer, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  try {
    const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    const verdict = (await res.json()) as { success?: unknown };
    return res.ok && verdict.success === true;
  } catch {
    return false;
  }
}
