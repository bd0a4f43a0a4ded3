import type { InstanceConfig } from '@portal/instances';

export interface ReportTab {
  id: 'dashboard' | 'energyReport' | 'districtHeating';
  endpoint: string;
}

/** spec admin-and-calls section 2: the dialog's tabs, in order; the dashboard only where the instance allows it */
const ALL_TABS: readonly ReportTab[] = [
  { id: 'dashboard', endpoint: 'online/home' },
  { id: 'energyReport', endpoint: 'online/energy-report' },
  { id: 'districtHeating', endpoint: 'online/district-heating-report' },
];

/** The tabs this instance shows: the dashboard with `flags.dashboardTab`, and only pages the shell can render. */
export const reportTabs = (
  instance: InstanceConfig,
  servesEndpoint: (endpoint: string) => boolean,
): ReportTab[] =>
  ALL_TABS.filter(
    (tab) => (tab.id !== 'dashboard' || instance.flags.dashboardTab) && servesEndpoint(tab.endpoint),
  );

/** the energy reports open first (spec: the default tab) */
export const defaultReportTab = (tabs: readonly ReportTab[]): ReportTab['id'] | null =>
  tabs.find((tab) => tab.id === 'energyReport')?.id ?? tabs[0]?.id ?? null;
