import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
} from '@fluentui/react-components';
import { usePortal, type Subject } from '@portal/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fetchInvoicePdf } from '../api';

type Problem = { kind: 'popupBlocked'; url: string; invoiceNumber: string } | { kind: 'notFound' } | null;

// the new window has loaded the blob long before this; revoking frees the memory
const REVOKE_AFTER_MS = 60_000;

/**
 * Spec customer-area 4, invoice download: the invoice is marked loading (its button disabled), the PDF
 * is fetched and opened in a new window; a blocked window shows the popup dialog (whose link opens it
 * with a fresh click), a failure shows 'document not found'.
 */
export function useInvoicePdf(subject: Subject): {
  open: (invoiceNumber: string) => Promise<void>;
  loading: ReadonlySet<string>;
  dialogs: ReactNode;
} {
  const intl = useIntl();
  const { language } = usePortal();
  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<Problem>(null);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const open = useCallback(
    async (invoiceNumber: string) => {
      setLoading((current) => new Set(current).add(invoiceNumber));
      try {
        const blob = await fetchInvoicePdf(subject, invoiceNumber, language);
        const url = URL.createObjectURL(
          blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }),
        );
        urls.current.push(url);
        const opened = window.open(url, '_blank');
        if (opened) {
          opened.opener = null;
          setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
        } else setProblem({ kind: 'popupBlocked', url, invoiceNumber });
      } catch {
        setProblem({ kind: 'notFound' });
      } finally {
        setLoading((current) => {
          const next = new Set(current);
          next.delete(invoiceNumber);
          return next;
        });
      }
    },
    [subject, language],
  );

  const close = () => setProblem(null);
  const dialogs = (
    <Dialog open={problem !== null} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {intl.formatMessage({
              id:
                problem?.kind === 'popupBlocked'
                  ? 'billing.invoices.popupBlocked.title'
                  : 'billing.invoices.notFound.title',
            })}
          </DialogTitle>
          <DialogContent>
            {problem?.kind === 'popupBlocked' ? (
              <>
                <p>{intl.formatMessage({ id: 'billing.invoices.popupBlocked.text' })}</p>
                <Link href={problem.url} target="_blank" rel="noopener" onClick={close}>
                  {intl.formatMessage(
                    { id: 'billing.invoices.popupBlocked.open' },
                    { number: problem.invoiceNumber },
                  )}
                </Link>
              </>
            ) : (
              <p>{intl.formatMessage({ id: 'billing.invoices.notFound.text' })}</p>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return { open, loading, dialogs };
}
