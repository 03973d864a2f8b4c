import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { type Grecaptcha, loadRecaptcha, RecaptchaError, type RecaptchaErrorKey } from './recaptcha-loader';

export interface RecaptchaHandle {
  reset(): void;
}

interface Props {
  siteKey: string;
  language: string;
  ref?: Ref<RecaptchaHandle>;
  onLoad?: () => void;
  onVerify: (token: string) => void;
  onExpired: () => void;
  onError: (key: RecaptchaErrorKey) => void;
}

/** reCAPTCHA v2 checkbox, rendered explicitly once the script has loaded (docs/spec.md §4 events, §8 errors). */
export function RecaptchaWidget({ siteKey, language, ref, onLoad, onVerify, onExpired, onError }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const callbacks = useRef({ onLoad, onVerify, onExpired, onError });
  useLayoutEffect(() => {
    callbacks.current = { onLoad, onVerify, onExpired, onError };
  });
  const { colorScheme } = useColorScheme();
  const theme = colorScheme === 'dark' ? 'dark' : 'light';

  useImperativeHandle(ref, () => ({
    reset() {
      if (!widget.current) return callbacks.current.onError('notLoaded');
      widget.current.api.reset(widget.current.id);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(language)
      .then((api) => {
        api.ready(() => {
          if (cancelled || widget.current) return;
          if (!container.current) return callbacks.current.onError('element');
          const id = api.render(container.current, {
            sitekey: siteKey,
            theme,
            callback: (token) => callbacks.current.onVerify(token),
            'expired-callback': () => callbacks.current.onExpired(),
            'error-callback': () => callbacks.current.onError('notLoaded'),
          });
          widget.current = { api, id };
          callbacks.current.onLoad?.();
        });
      })
      .catch((e: unknown) => {
        if (!cancelled) callbacks.current.onError(e instanceof RecaptchaError ? e.key : 'script');
      });
    return () => {
      cancelled = true;
    };
    // The widget is rendered once; a theme or language change applies on the next page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey]);

  return <Box ref={container} data-testid="recaptcha" sx={{ minBlockSize: 78 }} />;
}
