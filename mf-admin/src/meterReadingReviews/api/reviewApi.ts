import { apiRequest, STAFF, targetUser } from '@portal/shared';
import type { ReviewDecision, ReviewQueueItem, ReviewStatus } from '@portal/shared/api/meterReadings';

// spec admin-and-calls section 8: a 401 on a staff call is access denied
const statusErrors = { 401: 'accessDeniedError' };

/** `GET /connector/v1/admin/meter-readings/reviews?status=` (STAFF): the instance's readings in that state */
export const fetchReviews = (status: ReviewStatus, signal?: AbortSignal): Promise<ReviewQueueItem[]> =>
  apiRequest<ReviewQueueItem[]>({
    path: `/connector/v1/admin/meter-readings/reviews?status=${status}`,
    subject: STAFF,
    signal,
    statusErrors,
  });

/** `POST /connector/v1/admin/meter-readings/reviews/{id}` (STAFF): answers the decided item */
export const decideReview = (id: string, decision: ReviewDecision): Promise<ReviewQueueItem> =>
  apiRequest<ReviewQueueItem>({
    method: 'POST',
    path: `/connector/v1/admin/meter-readings/reviews/${encodeURIComponent(id)}`,
    subject: STAFF,
    body: decision,
    statusErrors,
  });

/**
 * The meter photo stored with the reading: `GET /connector/v1/admin/meter-readings/photo` with the
 * customer as `Target-User` (the user's own call turned into its admin variant).
 */
export const fetchReviewPhoto = (item: ReviewQueueItem & { userSub: string }, signal?: AbortSignal) =>
  apiRequest<Blob>({
    path: `/connector/v1/meter-readings/photo?${new URLSearchParams({
      locationCode: item.locationCode,
      registerId: item.registerId,
      key: String(item.entry.key),
    }).toString()}`,
    subject: targetUser(item.userSub),
    signal,
    statusErrors,
    as: 'blob',
  });
