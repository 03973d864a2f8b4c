import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** The listeners MUI's Tooltip gives its child: those that open it arm a Hint, all are relayed once it is armed. */
type Listener = 'onMouseOver' | 'onFocus' | 'onTouchStart' | 'onMouseLeave' | 'onBlur' | 'onTouchEnd';
const opening = new Set<Listener>(['onMouseOver', 'onFocus', 'onTouchStart']);
type Handler = (event: SyntheticEvent | { type: string; target: EventTarget; currentTarget: EventTarget }) => void;
type Listeners = Partial<Record<Listener, Handler>>;
type Relayed = { listeners: Listeners; node: HTMLSpanElement | null };
type TriggerProps = Partial<Record<Listener, (event: SyntheticEvent<HTMLElement>) => void>> & {
  'aria-label'?: string;
  className?: string;
};

/** Stands as the Tooltip's child, out of sight, and hands the listeners MUI gives it to the real trigger. */
function Relay({
  relayedRef,
  ref,
  ...props
}: Listeners & { relayedRef: RefObject<Relayed>; ref?: Ref<HTMLSpanElement> }) {
  const node = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    relayedRef.current = { listeners: props, node: node.current };
  });
  return <span ref={useForkRef(ref, node)} hidden {...props} />;
}

/**
 * MUI's Tooltip, mounted on the trigger's first hover, focus or touch instead of with the trigger. A mounted Tooltip
 * renders a closed popper and, as it keeps its child's node in state, renders itself and its child a second time:
 * a list's row actions cost ~400 components per view that way (docs/performance.md, "First render"). Wrapping the
 * trigger only later would remount it under the pointer or the focus, so the Tooltip stands beside it, anchored to
 * it, with MUI's own opening and closing logic (delays, focus-visible, touch, Escape, hovering the tooltip) relayed
 * from the trigger's events; the first event is replayed once the Tooltip is there. Like MUI's Tooltip, it names a
 * trigger that has no accessible name of its own.
 */
export function Hint({
  title,
  children,
  enterDelay,
  enterNextDelay,
  placement,
  ...forTrigger
}: Pick<TooltipProps, 'enterDelay' | 'enterNextDelay' | 'placement'> & {
  title: string;
  children: ReactElement<TriggerProps>;
  className?: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const relayedRef = useRef<Relayed>({ listeners: {}, node: null });
  const pendingRef = useRef<{ listener: Listener; type: string } | null>(null);
  const own = children.props;

  useLayoutEffect(() => {
    const first = pendingRef.current;
    if (!anchor || !first) return;
    pendingRef.current = null;
    // The Tooltip's child is the relay: the replayed event comes from it, about the trigger.
    const { listeners, node } = relayedRef.current;
    listeners[first.listener]?.({ type: first.type, target: anchor, currentTarget: node ?? anchor });
  }, [anchor]);

  const handle = (listener: Listener, event: SyntheticEvent<HTMLElement>) => {
    own[listener]?.(event);
    if (anchor) relayedRef.current.listeners[listener]?.(event);
    else if (opening.has(listener)) {
      pendingRef.current = { listener, type: event.type };
      setAnchor(event.currentTarget);
    }
  };

  return (
    <>
      {/* eslint-disable-next-line react-hooks/refs -- the listeners read the refs when events fire, not in render */}
      {cloneElement(children, {
        // Like MUI's Tooltip, what a parent gives the Hint goes to the trigger (an AvatarGroup's class and variant).
        ...forTrigger,
        ...own,
        className: [forTrigger.className, own.className].filter(Boolean).join(' ') || undefined,
        'aria-label': own['aria-label'] ?? title,
        onMouseOver: (event) => handle('onMouseOver', event),
        onFocus: (event) => handle('onFocus', event),
        onTouchStart: (event) => handle('onTouchStart', event),
        onMouseLeave: (event) => handle('onMouseLeave', event),
        onBlur: (event) => handle('onBlur', event),
        onTouchEnd: (event) => handle('onTouchEnd', event),
      })}
      {anchor && (
        <Tooltip
          title={title}
          enterDelay={enterDelay}
          enterNextDelay={enterNextDelay}
          placement={placement}
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <Relay relayedRef={relayedRef} />
        </Tooltip>
      )}
    </>
  );
}
