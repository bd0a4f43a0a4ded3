import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderModule } from '../testing/renderModule';
import { GuidedTour } from './GuidedTour';
import { findTourTarget, stepAt, type TourMessages, type TourStep } from './tourSteps';

const STEPS: readonly TourStep[] = [
  { id: 'intro', target: null },
  stepAt('place'),
  stepAt('chart'),
  stepAt('table'),
];

const texts = (language: string): Record<string, string> =>
  Object.fromEntries(
    STEPS.flatMap(({ id }) => [
      [`test.tour.${id}.title`, `${language} ${id} title`],
      [`test.tour.${id}.body`, `${language} ${id} body`],
    ]),
  );
const MESSAGES: TourMessages = { 'fi-FI': texts('fi'), 'sv-FI': texts('sv'), 'en-US': texts('en') };

/** a page with the place and the chart marked, but no table (not shown now) */
function Page({
  loadMessages = () => Promise.resolve(MESSAGES),
}: {
  loadMessages?: () => Promise<TourMessages>;
}) {
  return (
    <main>
      <GuidedTour steps={STEPS} messagePrefix="test.tour" loadMessages={loadMessages} />
      <div data-tour="place">place</div>
      <div data-tour="chart">chart</div>
    </main>
  );
}

const step = () => screen.getByRole('dialog');
/** the popover is a chunk fetched on the first click: wait for step 1 */
const openTour = async (name = 'Guide') => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
};
const next = () => fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));

describe('tour steps', () => {
  it('a step points at the shown element marked data-tour with its target; an introduction at nothing', () => {
    const { container } = renderModule({}, <Page />);
    expect(findTourTarget(stepAt('chart'))).toBe(container.querySelector('[data-tour="chart"]'));
    expect(findTourTarget({ id: 'address', target: 'place' })).toBe(
      container.querySelector('[data-tour="place"]'),
    );
    expect(findTourTarget(STEPS[0]!)).toBeNull();
    expect(findTourTarget(stepAt('table'))).toBeNull();
  });
});

describe('GuidedTour', () => {
  afterEach(() => {
    // jsdom has no scrollIntoView; one test installs a spy
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('Guide opens the first step of the tour, with the texts fetched with it and the focus on Next', async () => {
    renderModule({}, <Page />);
    const guide = screen.getByRole('button', { name: 'Guide' });
    expect(guide.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openTour();
    expect(dialog.getAttribute('data-tour-step')).toBe('intro');
    expect(within(dialog).getByRole('heading', { name: 'en intro title' })).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 4')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back' }).getAttribute('aria-disabled')).toBe('true');
    expect(guide.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next' })),
    );
  });

  it('Next and Back walk the steps in order; a step whose part is not shown is still shown, counted and says so', async () => {
    renderModule({}, <Page />);
    await openTour();
    next();
    expect(step().getAttribute('data-tour-step')).toBe('place');
    expect(within(step()).queryByText(/not shown at the moment/)).toBeNull();
    fireEvent.click(within(step()).getByRole('button', { name: 'Back' }));
    expect(step().getAttribute('data-tour-step')).toBe('intro');
    next();
    next();
    next();
    expect(within(step()).getByText('Step 4 of 4')).toBeTruthy();
    expect(within(step()).getByText(/not shown at the moment/)).toBeTruthy();
    expect(within(step()).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('Finish, Esc and the close button end the tour and return the focus to Guide; it opens again from the start', async () => {
    renderModule({}, <Page />, { language: 'fi-FI' });
    const guide = screen.getByRole('button', { name: 'Opastus' });
    await openTour('Opastus');
    for (let i = 0; i < 3; i += 1) fireEvent.click(within(step()).getByRole('button', { name: 'Seuraava' }));
    fireEvent.click(within(step()).getByRole('button', { name: 'Valmis' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(guide));
    fireEvent.click(guide);
    expect(within(step()).getByText('Vaihe 1 / 4')).toBeTruthy();
    fireEvent.keyDown(step(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(guide));
    fireEvent.click(guide);
    fireEvent.click(within(step()).getByRole('button', { name: 'Sulje opastus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the part a step is about is outlined while the step is open and scrolled into view', async () => {
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-tour') ?? '');
    });
    const { container } = renderModule({}, <Page />);
    await openTour();
    expect(container.querySelectorAll('[data-tour-active]')).toHaveLength(0);
    next();
    next();
    expect(
      [...container.querySelectorAll('[data-tour-active]')].map((e) => e.getAttribute('data-tour')),
    ).toEqual(['chart']);
    expect(scrolled).toEqual(['place', 'chart']);
    fireEvent.keyDown(step(), { key: 'Escape' });
    expect(container.querySelectorAll('[data-tour-active]')).toHaveLength(0);
  });

  it('the step is raised above the page (z-index 10000)', async () => {
    renderModule({}, <Page />);
    await openTour();
    await waitFor(() => expect(getComputedStyle(step()).zIndex).toBe('10000'));
  });

  it('texts that cannot be fetched show the general error with Retry, which fetches them again', async () => {
    const loadMessages = vi
      .fn<() => Promise<TourMessages>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(MESSAGES);
    renderModule({}, <Page loadMessages={loadMessages} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guide' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(loadMessages).toHaveBeenCalledTimes(2);
  });
});
