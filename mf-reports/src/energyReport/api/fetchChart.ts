import { apiRequest, type ChartRequest, type ChartResponse, type Subject } from '@portal/shared';

export const CHART_PATH = '/connector/v1/webamr/chart';

/** The usage place a chart call is about; the connector reads it from headers, not from the body. */
export interface ChartPlaceCodes {
  customerNumber: string;
  locationCode: string;
  gridId: number;
}

export interface ChartCall {
  place: ChartPlaceCodes;
  body: ChartRequest;
}

export const chartHeaders = ({
  customerNumber,
  locationCode,
  gridId,
}: ChartPlaceCodes): Record<string, string> => ({
  'X-Customer-Code': customerNumber,
  'X-Location-Code': locationCode,
  'X-Grid-Id': String(gridId),
});

export const fetchChart = (subject: Subject, call: ChartCall, signal?: AbortSignal): Promise<ChartResponse> =>
  apiRequest<ChartResponse>({
    method: 'POST',
    path: CHART_PATH,
    subject,
    headers: chartHeaders(call.place),
    body: call.body,
    signal,
  });
