import type { AccessReason } from '@portal/shared';
import { useState } from 'react';
import { AdminReportDialog } from './AdminReportDialog';
import { ReasonDialog } from './ReasonDialog';

/** Opening a user's reports: first the reason, then the report dialog for that user and reason. */
export function ReportAccess({
  user,
  onClose,
}: {
  user: { sub: string; name: string };
  onClose: () => void;
}) {
  const [reason, setReason] = useState<AccessReason | null>(null);
  return reason ? (
    <AdminReportDialog user={user} reason={reason} onClose={onClose} />
  ) : (
    <ReasonDialog name={user.name} onCancel={onClose} onContinue={setReason} />
  );
}
