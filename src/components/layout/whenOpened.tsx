import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';

export interface WhenOpenedOptions<P> {
  /** Whether the props ask for it open; `props.open` unless told otherwise. */
  isOpen?: (props: P) => boolean;
  /** Fetch its code once the page is idle, for what users open often (a delete's confirmation). */
  preloadWhenIdle?: boolean;
}

/**
 * A dialog or drawer whose code loads when it is first opened: until then it renders nothing (no
 * state machine, no portal, none of Chakra's dialog code in the page's first load), and from then
 * on it stays mounted, so that it closes with its animation and opens again at once.
 * @example
 * const PanelDrawer = whenOpened(() => import('./PanelDrawer').then((m) => ({ default: m.PanelDrawer })));
 * <PanelDrawer open={open} title={title} onClose={close}>…</PanelDrawer>
 */
export function whenOpened<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, options: WhenOpenedOptions<ComponentProps<C>> = {}): ComponentType<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const { isOpen = (props: P) => (props as { open?: unknown }).open === true, preloadWhenIdle = false } = options;
  const Loaded = lazy(load) as unknown as ComponentType<P>;
  const usePreload = preloadWhenIdle ? idlePreload(load) : () => undefined;
  function WhenOpened(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    usePreload();
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return WhenOpened;
}

/**
 * A hook that fetches `load`'s code once the page is idle after a component using it has mounted,
 * once for all of them: for lazy code users often ask for (a menu, a confirmation).
 * @example const usePreloadMenu = idlePreload(() => import('./RowActionsMenu'));   // in the component: usePreloadMenu();
 */
export function idlePreload(load: () => Promise<unknown>): () => void {
  let done = false;
  return function usePreloadWhenIdle() {
    useEffect(() => {
      if (done) return;
      return whenIdle(() => {
        if (done) return;
        done = true;
        void load();
      });
    }, []);
  };
}
