/** The part of Google's reCAPTCHA v2 API this site uses. */
export interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      theme?: 'light' | 'dark';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __okoumeRecaptchaLoaded?: () => void;
  }
}

/** docs/spec.md §8 captcha errors; the key names the message in marketing.json `contact.captcha.errors`. */
export type RecaptchaErrorKey = 'server' | 'window' | 'notLoaded' | 'element' | 'script';

export class RecaptchaError extends Error {
  readonly key: RecaptchaErrorKey;
  constructor(key: RecaptchaErrorKey) {
    super(key);
    this.key = key;
  }
}

/** Google's own domain: the spec's China-specific domain option is off. */
export const recaptchaScriptUrl = (language: string) =>
  `https://www.google.com/recaptcha/api.js?onload=__okoumeRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(language)}`;

let loading: Promise<Grecaptcha> | null = null;

/** Loads the script once, in explicit render mode, in the language of the first call. */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  if (typeof window === 'undefined') return Promise.reject(new RecaptchaError('server'));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__okoumeRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new RecaptchaError('window'));
    };
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(language);
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new RecaptchaError('script'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
