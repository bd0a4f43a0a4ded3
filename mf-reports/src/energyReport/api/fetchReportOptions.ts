import { apiRequest, type ReportOptionsResponse } from '@portal/shared';

export const REPORT_OPTIONS_PATH = '/connector/v1/reportOptions';

/** The caller's usage places with their energy types, basic details and additional information. */
export const fetchReportOptions = (signal?: AbortSignal): Promise<ReportOptionsResponse> =>
  apiRequest<ReportOptionsResponse>({ method: 'GET', path: REPORT_OPTIONS_PATH, signal });
