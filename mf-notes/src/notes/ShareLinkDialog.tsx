import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDateTimeFormat } from '@portal/shared';
import type { SharedLink } from './state/types';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ShareLinkDialogProps {
  link: SharedLink | null;
  /** '/{instance}/{language}/online/notes' */
  notesPath: string;
  onClose: () => void;
}

export const publicNotesUrl = (origin: string, notesPath: string, customerData: string): string =>
  `${origin}${notesPath}?${new URLSearchParams({ customerData }).toString()}`;

/** Shows the public link of the notes page and copies it to the clipboard. */
export function ShareLinkDialog({ link, notesPath, onClose }: ShareLinkDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const formatDateTime = useDateTimeFormat();
  const [copyResult, setCopyResult] = useState<'copied' | 'failed' | null>(null);
  const url = link ? publicNotesUrl(window.location.origin, notesPath, link.customerData) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyResult('copied');
    } catch {
      setCopyResult('failed');
    }
  };

  return (
    <Dialog
      open={link !== null}
      onOpenChange={(_, data) => {
        if (!data.open) {
          setCopyResult(null);
          onClose();
        }
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'notes.share.title' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {intl.formatMessage(
                { id: 'notes.share.description' },
                { expiresAt: link ? formatDateTime(link.expiresAt) : '' },
              )}
            </Text>
            <Field label={intl.formatMessage({ id: 'notes.share.linkLabel' })}>
              <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            </Field>
            {copyResult ? (
              <MessageBar intent={copyResult === 'copied' ? 'success' : 'warning'}>
                <MessageBarBody>
                  {intl.formatMessage({
                    id: copyResult === 'copied' ? 'notes.share.copied' : 'notes.share.copyFailed',
                  })}
                </MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copy()}>
              {intl.formatMessage({ id: 'notes.share.copy' })}
            </Button>
            <Button
              onClick={() => {
                setCopyResult(null);
                onClose();
              }}
            >
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
