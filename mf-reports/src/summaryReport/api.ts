import { apiRequest, type Subject } from '@portal/shared';
import type { SummaryRequest, SummaryResponse } from '@portal/shared/api/summary';
import { chartHeaders, type ChartPlaceCodes } from '../energyReport/api';

export const SUMMARY_PATH = '/connector/v1/webamr/summary';

export const fetchSummary = (
  subject: Subject,
  place: ChartPlaceCodes,
  body: SummaryRequest,
  signal?: AbortSignal,
): Promise<SummaryResponse> =>
  apiRequest<SummaryResponse>({
    method: 'POST',
    path: SUMMARY_PATH,
    subject,
    headers: chartHeaders(place),
    body,
    signal,
  });
