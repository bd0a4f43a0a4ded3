import { apiRequest, type ReportOptionsResponse, type Subject } from '@portal/shared';

export const REPORT_OPTIONS_PATH = '/connector/v1/reportOptions';

/**
 * The subject's usage places with their energy types, basic details and additional information. For a
 * target user the admin call also asks to skip the user-mapped places (spec admin-and-calls 7).
 */
export const fetchReportOptions = (subject: Subject, signal?: AbortSignal): Promise<ReportOptionsResponse> =>
  apiRequest<ReportOptionsResponse>({
    method: 'GET',
    path: REPORT_OPTIONS_PATH,
    subject,
    ...(subject.kind === 'target' ? { headers: { 'skip-mapped': 'true' } } : {}),
    signal,
  });
