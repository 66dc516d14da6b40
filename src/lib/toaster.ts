/**
 * Chakra's toaster: the store of the toasts on screen. Loaded with the first notice, or once the
 * page is idle (src/components/feedback/Toasts.tsx), not before the first paint: the toast package
 * brings its state machines along with its store (about 5 kB gz of the login page). Raise notices
 * through `notify` (src/lib/notify.ts); tests read and clear the toasts here.
 */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });
