/**
 * User-facing notices that code outside components can raise: toasts (Chakra's toaster) and
 * the one "authorization expired" dialog. src/components/feedback renders both.
 */
import { i18n } from '@/lib/i18n/instance';
import { once } from './once';

type ToasterModule = typeof import('./toaster');
const toasterModule = once(() => import('./toaster'));
let asked = false;
const loadListeners = new Set<() => void>();

/**
 * The toaster (./toaster.ts), loaded once: by the first notice, or by the toasts' host when the
 * page is idle. Asked for again after a failure (offline before it ever loaded). Each call tells
 * the toasts' host, which mounts the toasts if it has not yet (or could not).
 */
export function loadToaster(): Promise<ToasterModule> {
  const loading = toasterModule();
  asked = true;
  loadListeners.forEach((listener) => listener());
  return loading;
}

/** Whether the toaster has been asked for; `onLoad` runs each time it is (the toasts' host then mounts). */
export const toasterLoad = {
  started: () => asked,
  subscribe(onLoad: () => void) {
    loadListeners.add(onLoad);
    return () => loadListeners.delete(onLoad);
  },
};

/**
 * Runs `use` with the toaster once it has loaded. Offline before it ever loaded, a notice cannot
 * show (the page's own error states still do) and `unavailable` runs instead.
 */
function withToaster(use: (toaster: ToasterModule['toaster']) => void, unavailable?: () => void) {
  loadToaster().then(({ toaster }) => use(toaster), () => unavailable?.());
}

type Listener = () => void;
interface AuthExpiredState {
  open: boolean;
  onClose?: () => void;
}
let authExpired: AuthExpiredState = { open: false };
const listeners = new Set<Listener>();

export const authExpiredDialog = {
  get: () => authExpired,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  close() {
    const onClose = authExpired.onClose;
    authExpired = { open: false };
    listeners.forEach((l) => l());
    onClose?.();
  },
};

/** Whether a toast raised earlier is still on screen (not dismissed, not removed). */
const isShown = (toaster: ToasterModule['toaster'], id: string | undefined) => id !== undefined && toaster.getVisibleToasts().some((t) => t.id === id);

/** The toast on screen for each message (type + title): the same message is never shown twice at once. */
const shownByMessage = new Map<string, string>();

/** More to a notice: a second line, and one thing the user can do about it. */
export interface NoticeExtras {
  description?: string;
  action?: { label: string; onClick: () => void };
}

function show(type: 'success' | 'error' | 'info', title: string, duration: number, extras: NoticeExtras = {}) {
  withToaster((toaster) => {
    const key = `${type}\u0000${title}`;
    const current = shownByMessage.get(key);
    if (isShown(toaster, current)) return;
    const id = toaster.create({
      type,
      title,
      description: extras.description,
      action: extras.action,
      duration,
      closable: true,
      onStatusChange: (details) => {
        if (details.status === 'unmounted' && shownByMessage.get(key) === id) shownByMessage.delete(key);
      },
    });
    shownByMessage.set(key, id);
  });
}

/** Requests waiting on one retry notice: one failure message, one toast, one retry for all of them. */
interface RetryGroup {
  id: string;
  retries: (() => void)[];
  giveUps: (() => void)[];
  settled: boolean;
}
const retryGroups = new Map<string, RetryGroup>();

export const notify = {
  success(title: string, duration = 3000) {
    show('success', title, duration);
  },
  error(title: string, duration = 5000, extras?: NoticeExtras) {
    show('error', title, duration, extras);
  },
  info(title: string, duration = 3000, extras?: NoticeExtras) {
    show('info', title, duration, extras);
  },
  /**
   * A failed request the user can send again; onGiveUp runs when the notice goes away unused.
   * Failures with the same title while the notice is shown join it: its retry sends them all again.
   */
  retry({ title, onRetry, onGiveUp, retryLabel }: { title: string; onRetry: () => void; onGiveUp: () => void; retryLabel?: string }) {
    withToaster((toaster) => {
      const existing = retryGroups.get(title);
      if (existing && !existing.settled && isShown(toaster, existing.id)) {
        existing.retries.push(onRetry);
        existing.giveUps.push(onGiveUp);
        return;
      }
      const group: RetryGroup = { id: '', retries: [onRetry], giveUps: [onGiveUp], settled: false };
      const settle = (callbacks: (() => void)[]) => {
        if (group.settled) return;
        group.settled = true;
        if (retryGroups.get(title) === group) retryGroups.delete(title);
        callbacks.forEach((run) => run());
      };
      group.id = toaster.create({
        type: 'error',
        title,
        duration: 15_000,
        closable: true,
        action: { label: retryLabel ?? i18n.t('common.retry'), onClick: () => settle(group.retries) },
        onStatusChange: (details) => {
          if (details.status === 'unmounted') settle(group.giveUps);
        },
      });
      retryGroups.set(title, group);
    }, onGiveUp);
  },
  /** Show the "authorization expired" dialog once; onClose runs when the user closes it. */
  authExpired(onClose: () => void) {
    if (authExpired.open) return;
    authExpired = { open: true, onClose };
    listeners.forEach((l) => l());
  },
};
