import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tourMessages } from '../../i18n/partMessages';
import { TOUR_TARGETS } from '../contracts';
import { renderModule } from '@portal/shared/testing';
import reportsModule from '../../module';
import { HelpTour } from './HelpTour';
import { findTarget, TOUR_STEPS } from './tourSteps';

/** a page with every marked part except the data table and its export (no data, so no table) */
function Page() {
  return (
    <main>
      <HelpTour />
      {TOUR_TARGETS.filter((id) => id !== 'dataTable' && id !== 'tableExport').map((id) => (
        <div key={id} data-tour={id}>
          {id}
        </div>
      ))}
    </main>
  );
}

const step = () => screen.getByRole('dialog');
/** the steps are fetched on the first click: wait for step 1 */
const openTour = async (button: HTMLElement) => {
  fireEvent.click(button);
  return screen.findByRole('dialog');
};
const next = () => fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));

describe('help tour steps', () => {
  it('has 16 steps: an introduction and one per tour target, each with texts in both languages', async () => {
    expect(TOUR_STEPS).toHaveLength(16);
    expect(TOUR_STEPS).toEqual(['intro', ...TOUR_TARGETS]);
    for (const language of ['fi-FI', 'en-US'] as const) {
      for (const id of TOUR_STEPS) {
        expect(tourMessages[language][`reports.tour.step.${id}.title`], `${language} ${id}`).toBeTruthy();
        expect(tourMessages[language][`reports.tour.step.${id}.body`], `${language} ${id}`).toBeTruthy();
      }
    }
  });

  it('finds the element marked data-tour, and none for the introduction or a part not on the page', async () => {
    const { container } = renderModule(reportsModule, <Page />);
    expect(findTarget('chart')).toBe(container.querySelector('[data-tour="chart"]'));
    expect(findTarget('intro')).toBeNull();
    // step 2 asks for the address: it points at the usage place (address) select, not the customer picker
    expect(findTarget('locationSelect')).toBe(container.querySelector('[data-tour="usagePlace"]'));
    expect(findTarget('dataTable')).toBeNull();
  });
});

describe('HelpTour', () => {
  afterEach(() => {
    // jsdom has no scrollIntoView; one test installs a spy
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('the Guide button opens the introduction as step 1 of 16 with the focus in it', async () => {
    renderModule(reportsModule, <Page />);
    const guide = screen.getByRole('button', { name: 'Guide' });
    expect(guide.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openTour(guide);
    expect(dialog.getAttribute('data-tour-step')).toBe('intro');
    expect(within(dialog).getByRole('heading', { name: 'Energy report' })).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 16')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back' }).getAttribute('aria-disabled')).toBe('true');
    expect(guide.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next' })),
    );
  });

  it('Next and Back walk the steps in tour order', async () => {
    renderModule(reportsModule, <Page />);
    await openTour(screen.getByRole('button', { name: 'Guide' }));
    next();
    expect(step().getAttribute('data-tour-step')).toBe('locationSelect');
    expect(within(step()).getByText('Step 2 of 16')).toBeTruthy();
    next();
    expect(within(step()).getByRole('heading', { name: 'Usage place' })).toBeTruthy();
    fireEvent.click(within(step()).getByRole('button', { name: 'Back' }));
    expect(step().getAttribute('data-tour-step')).toBe('locationSelect');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a step whose part is missing is still shown and counted, saying the part is not shown', async () => {
    renderModule(reportsModule, <Page />);
    await openTour(screen.getByRole('button', { name: 'Guide' }));
    for (let i = 0; i < 13; i += 1) next();
    expect(step().getAttribute('data-tour-step')).toBe('chartExport');
    expect(within(step()).queryByText(/not shown at the moment/)).toBeNull();
    next();
    expect(step().getAttribute('data-tour-step')).toBe('dataTable');
    expect(within(step()).getByText('Step 15 of 16')).toBeTruthy();
    expect(within(step()).getByText(/not shown at the moment/)).toBeTruthy();
    next();
    expect(within(step()).getByText('Step 16 of 16')).toBeTruthy();
    expect(within(step()).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('Finish on the last step closes the tour and returns the focus to the Guide button', async () => {
    renderModule(reportsModule, <Page />);
    const guide = screen.getByRole('button', { name: 'Guide' });
    await openTour(guide);
    for (let i = 0; i < 15; i += 1) next();
    fireEvent.click(within(step()).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(guide));
  });

  it('Esc closes the tour and returns the focus to the Guide button', async () => {
    renderModule(reportsModule, <Page />);
    const guide = screen.getByRole('button', { name: 'Guide' });
    await openTour(guide);
    next();
    fireEvent.keyDown(step(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(guide));
  });

  it('the close button ends the tour; it opens again from the start', async () => {
    renderModule(reportsModule, <Page />, { language: 'fi-FI' });
    await openTour(screen.getByRole('button', { name: 'Opastus' }));
    fireEvent.click(within(step()).getByRole('button', { name: 'Seuraava' }));
    fireEvent.click(within(step()).getByRole('button', { name: 'Sulje opastus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opastus' }));
    expect(within(step()).getByText('Vaihe 1 / 16')).toBeTruthy();
  });

  it('the part a step is about is marked while the step is open', async () => {
    const { container } = renderModule(reportsModule, <Page />);
    await openTour(screen.getByRole('button', { name: 'Guide' }));
    expect(container.querySelectorAll('[data-tour-active]')).toHaveLength(0);
    next();
    expect(
      [...container.querySelectorAll('[data-tour-active]')].map((e) => e.getAttribute('data-tour')),
    ).toEqual(['usagePlace']);
    next();
    expect(
      [...container.querySelectorAll('[data-tour-active]')].map((e) => e.getAttribute('data-tour')),
    ).toEqual(['usagePlace']);
    fireEvent.keyDown(step(), { key: 'Escape' });
    expect(container.querySelectorAll('[data-tour-active]')).toHaveLength(0);
  });

  it('each step scrolls its part into view', async () => {
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-tour') ?? '');
    });
    renderModule(reportsModule, <Page />);
    await openTour(screen.getByRole('button', { name: 'Guide' }));
    next();
    next();
    expect(scrolled).toEqual(['usagePlace', 'usagePlace']);
  });

  it('the step is raised above the page (z-index 10000)', async () => {
    renderModule(reportsModule, <Page />);
    await openTour(screen.getByRole('button', { name: 'Guide' }));
    await waitFor(() => expect(getComputedStyle(step()).zIndex).toBe('10000'));
  });
});
