import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ACCESS_REASON_CODES, ACCESS_REASON_TEXT_MAX, type AccessReason } from '@portal/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toAccessReason, validateReason, type ReasonErrors, type ReasonValues } from './accessReason';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The first step of opening a customer's reports: the reason, which goes with every call of the reports
 * into the audit log (the customer sees it in 'Who has viewed my data').
 */
export function ReasonDialog({
  name,
  onCancel,
  onContinue,
}: {
  name: string;
  onCancel: () => void;
  onContinue: (reason: AccessReason) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [values, setValues] = useState<ReasonValues>({ code: '', text: '' });
  const [errors, setErrors] = useState<ReasonErrors | null>(null);
  const t = (id: string, args?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.reason.${id}` }, args);
  const message = (field: keyof ReasonValues) => {
    const error = errors?.[field];
    return error ? intl.formatMessage({ id: error.id }, error.values) : undefined;
  };
  const change = (next: ReasonValues) => {
    setValues(next);
    if (errors) setErrors(validateReason(next));
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = validateReason(values);
            setErrors(found);
            if (Object.keys(found).length === 0) onContinue(toAccessReason(values));
          }}
        >
          <DialogBody>
            <DialogTitle>{t('title', { name })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('description')}</Text>
              <Field
                label={t('code')}
                required
                validationState={message('code') ? 'error' : 'none'}
                validationMessage={message('code')}
              >
                <RadioGroup
                  value={values.code ?? ''}
                  onChange={(_, data) => change({ ...values, code: data.value as ReasonValues['code'] })}
                >
                  {ACCESS_REASON_CODES.map((code) => (
                    <Radio key={code} value={code} label={t(`code.${code}`)} />
                  ))}
                </RadioGroup>
              </Field>
              <Field
                label={t('text')}
                required={values.code === 'other'}
                hint={t('textHint', { max: ACCESS_REASON_TEXT_MAX })}
                validationState={message('text') ? 'error' : 'none'}
                validationMessage={message('text')}
              >
                <Textarea
                  value={values.text ?? ''}
                  maxLength={ACCESS_REASON_TEXT_MAX}
                  onChange={(_, data) => change({ ...values, text: data.value })}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onCancel}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button type="submit" appearance="primary">
                {t('continue')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
