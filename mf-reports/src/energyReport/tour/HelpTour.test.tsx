import { fireEvent, screen, within } from '@testing-library/react';
import { findTourTarget } from '@portal/shared';
import { renderModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { tourMessages } from '../../i18n/tourMessages';
import reportsModule from '../../module';
import { TOUR_TARGETS } from '../contracts';
import { HelpTour } from './HelpTour';
import { TOUR_STEPS } from './tourSteps';

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
const next = () => fireEvent.click(within(step()).getByRole('button', { name: 'Next' }));
const stepOf = (id: string) => TOUR_STEPS.find((s) => s.id === id)!;

describe('energy report help tour', () => {
  it('has 16 steps: an introduction and one per tour target, each with texts in every language', () => {
    expect(TOUR_STEPS).toHaveLength(16);
    expect(TOUR_STEPS.map((s) => s.id)).toEqual(['intro', ...TOUR_TARGETS]);
    for (const language of ['fi-FI', 'sv-FI', 'en-US'] as const) {
      for (const { id } of TOUR_STEPS) {
        expect(tourMessages[language][`reports.tour.step.${id}.title`], `${language} ${id}`).toBeTruthy();
        expect(tourMessages[language][`reports.tour.step.${id}.body`], `${language} ${id}`).toBeTruthy();
      }
    }
  });

  it('points each step at its marked element; the address step at the usage place select, not the customer picker', () => {
    const { container } = renderModule(reportsModule, <Page />);
    expect(findTourTarget(stepOf('chart'))).toBe(container.querySelector('[data-tour="chart"]'));
    expect(findTourTarget(stepOf('intro'))).toBeNull();
    expect(findTourTarget(stepOf('locationSelect'))).toBe(
      container.querySelector('[data-tour="usagePlace"]'),
    );
    expect(findTourTarget(stepOf('dataTable'))).toBeNull();
  });

  it('Guide opens the introduction as step 1 of 16 with the texts fetched with the tour; a missing part is still counted', async () => {
    renderModule(reportsModule, <Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Guide' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('heading', { name: 'Energy report' })).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 16')).toBeTruthy();
    next();
    expect(within(step()).getByRole('heading', { name: 'Location' })).toBeTruthy();
    for (let i = 0; i < 13; i += 1) next();
    expect(step().getAttribute('data-tour-step')).toBe('dataTable');
    expect(within(step()).getByText('Step 15 of 16')).toBeTruthy();
    expect(within(step()).getByText(/not shown at the moment/)).toBeTruthy();
  });
});
