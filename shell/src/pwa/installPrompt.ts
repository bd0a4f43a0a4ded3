/**
 * The browser's install prompt (Chrome on Android), kept from the moment it is offered: the event comes
 * once, maybe before the banner renders.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let saved: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // no mini-infobar of the browser's own: the banner offers the prompt
    event.preventDefault();
    saved = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    saved = null;
    notify();
  });
}

export const getInstallPrompt = (): InstallPromptEvent | null => saved;

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's prompt; it can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = saved;
  if (!event) return 'unavailable';
  saved = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}
