import { fireEvent, screen, within } from '@testing-library/react';
import type { ModuleViewProps } from '@portal/shared';
import { renderModule } from '@portal/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import adminModule from '../module';
import { ReportAccess } from './ReportAccess';

const user = { sub: 'alice', name: 'Alice Virta' };
const url = '/demo1/en-US/admin/user-management';

/** names what the shell would render: the endpoint and the subject with its reason */
function StandIn({ endpoint, subject }: ModuleViewProps) {
  return (
    <div data-testid="module-view" data-endpoint={endpoint}>
      {JSON.stringify(subject)}
    </div>
  );
}

function open(options: { dashboardTab?: boolean; serves?: (endpoint: string) => boolean } = {}) {
  const onClose = vi.fn();
  renderModule(adminModule, <ReportAccess user={user} onClose={onClose} />, {
    url,
    user: undefined,
    flags: { dashboardTab: options.dashboardTab ?? false },
    ModuleView: StandIn,
    servesEndpoint: options.serves ?? (() => true),
  });
  return { onClose };
}

/** a Fluent tab draws its text twice (the second reserves the bold width) */
const tabText = (tab: HTMLElement) => tab.querySelector('.fui-Tab__content')?.textContent;

async function giveReason(code: string, text?: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Why do you open the reports of Alice Virta?' });
  fireEvent.click(within(dialog).getByRole('radio', { name: code, hidden: true }));
  if (text !== undefined)
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/, hidden: true }), {
      target: { value: text },
    });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Open reports', hidden: true }));
}

describe(
  'the admin report dialog (spec admin-and-calls section 2, customer-area section 6)',
  { timeout: 30_000 },
  () => {
    it('first a reason: required, and free text required with "other"', async () => {
      open();
      const dialog = await screen.findByRole('dialog', {
        name: 'Why do you open the reports of Alice Virta?',
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Open reports', hidden: true }));
      expect(await within(dialog).findByText('Choose a reason.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Other reason', hidden: true }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Open reports', hidden: true }));
      expect(await within(dialog).findByText('Describe the reason.')).toBeTruthy();
      expect(screen.queryByTestId('module-view')).toBeNull();
    });

    it('cancelling the reason closes without opening anything', async () => {
      const { onClose } = open();
      const dialog = await screen.findByRole('dialog', {
        name: 'Why do you open the reports of Alice Virta?',
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
      expect(onClose).toHaveBeenCalled();
      expect(screen.queryByTestId('module-view')).toBeNull();
    });

    it('then the energy reports (default) for targetUser(sub, reason), with the viewing-as banner', async () => {
      open();
      await giveReason('Other reason', 'Move-out check');
      const dialog = await screen.findByRole('dialog', { name: 'Reports of Alice Virta' });
      expect(within(dialog).getByText('Viewing as Alice Virta: Other reason – Move-out check')).toBeTruthy();
      const view = within(dialog).getByTestId('module-view');
      expect(view.getAttribute('data-endpoint')).toBe('online/energy-report');
      expect(JSON.parse(view.textContent ?? '')).toEqual({
        kind: 'target',
        sub: 'alice',
        reason: { code: 'other', text: 'Move-out check' },
      });
      const tabs = within(dialog).getByRole('tablist', { name: 'Reports', hidden: true });
      expect(tabs.getAttribute('aria-orientation')).toBe('vertical');
      expect(within(tabs).getAllByRole('tab', { hidden: true }).map(tabText)).toEqual([
        'Online energy reports',
        'Online district heating report',
      ]);
    });

    it('the online dashboard tab only where the instance allows it; a tab switches the page', async () => {
      open({ dashboardTab: true });
      await giveReason('Complaint');
      const dialog = await screen.findByRole('dialog', { name: 'Reports of Alice Virta' });
      const tabs = within(dialog).getByRole('tablist', { name: 'Reports', hidden: true });
      expect(within(tabs).getAllByRole('tab', { hidden: true }).map(tabText)).toEqual([
        'Online dashboard',
        'Online energy reports',
        'Online district heating report',
      ]);
      expect(within(dialog).getByTestId('module-view').getAttribute('data-endpoint')).toBe(
        'online/energy-report',
      );
      fireEvent.click(within(tabs).getByRole('tab', { name: 'Online dashboard', hidden: true }));
      expect(within(dialog).getByTestId('module-view').getAttribute('data-endpoint')).toBe('online/home');
      expect(within(dialog).getByText('Viewing as Alice Virta: Complaint')).toBeTruthy();
    });

    it('only pages the shell can render are offered', async () => {
      open({ dashboardTab: true, serves: (endpoint) => endpoint !== 'online/district-heating-report' });
      await giveReason('Billing question');
      const dialog = await screen.findByRole('dialog', { name: 'Reports of Alice Virta' });
      const tabs = within(dialog).getByRole('tablist', { name: 'Reports', hidden: true });
      expect(within(tabs).getAllByRole('tab', { hidden: true }).map(tabText)).toEqual([
        'Online dashboard',
        'Online energy reports',
      ]);
    });

    it('resizable and xl by default; the size is also chosen by keyboard; closable', async () => {
      const { onClose } = open();
      await giveReason('Technical fault');
      const dialog = await screen.findByRole('dialog', { name: 'Reports of Alice Virta' });
      expect(dialog.getAttribute('data-size')).toBe('xl');
      const size = within(dialog).getByRole('combobox', { name: 'Dialog size', hidden: true });
      fireEvent.change(size, { target: { value: 'full' } });
      expect(dialog.getAttribute('data-size')).toBe('full');
      expect(dialog.style.width).toBe('100vw');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
      expect(onClose).toHaveBeenCalled();
    });

    it('has no editing controls of its own: only the tabs, the size and close', async () => {
      open();
      await giveReason('Complaint');
      const dialog = await screen.findByRole('dialog', { name: 'Reports of Alice Virta' });
      expect(
        within(dialog)
          .getAllByRole('button', { hidden: true })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Close']);
      expect(within(dialog).queryAllByRole('textbox', { hidden: true })).toEqual([]);
    });
  },
);
