/**
 * Fluent's modal dialogs hide the rest of the page with `aria-hidden` (tabster's modalizer). A dialog that is
 * unmounted while open (its page left: the session ended, a link in it followed) can leave that attribute on
 * #root for good (microsoft/fluentui#35139, microsoft/tabster#530): the page looks right and is empty to a
 * screen reader. Once the document holds no modal, the app root is shown to assistive technology again.
 */
const SETTLE_MS = 400; // after tabster's own 250 ms update, so it is never raced while a dialog opens

export function watchModalHiddenLeak(root: HTMLElement, doc: Document = root.ownerDocument): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    if (root.getAttribute('aria-hidden') !== 'true') return;
    if (doc.querySelector('[aria-modal="true"]')) return;
    root.removeAttribute('aria-hidden');
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(check, SETTLE_MS);
  };
  // Fluent portals are children of body; #root's own attribute changes too (a dialog inside the app)
  const observer = new MutationObserver(schedule);
  if (doc.body) observer.observe(doc.body, { childList: true });
  observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
