import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchModalHiddenLeak } from './modalHiddenLeak';

describe('watchModalHiddenLeak', () => {
  let root: HTMLElement;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement('div');
    document.body.append(root);
    stop = watchModalHiddenLeak(root);
  });

  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  const openModal = () => {
    const portal = document.createElement('div');
    portal.innerHTML = '<div role="dialog" aria-modal="true">Dialog</div>';
    document.body.append(portal);
    root.setAttribute('aria-hidden', 'true');
    return portal;
  };
  const settle = async () => {
    await Promise.resolve(); // the observer's records
    await vi.advanceTimersByTimeAsync(1000);
  };

  it('keeps the page hidden while a modal is open', async () => {
    openModal();
    await settle();
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the page again when the modal went away and left the page hidden', async () => {
    const portal = openModal();
    await settle();
    portal.remove();
    await settle();
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });

  it('stops watching when told to', async () => {
    const portal = openModal();
    stop();
    portal.remove();
    await settle();
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });
});
