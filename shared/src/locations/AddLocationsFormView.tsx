import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@portal/instances';
import { toApiErrorData } from '../api/errors';
import {
  ADD_LOCATIONS_TEXTAREA_ROWS,
  addLocationsErrorId,
  fetchLocationsToAdd,
  withPlaceholders,
} from '../api/locations';
import type { UsagePlace } from '../api/reports';
import { SELF, type Subject } from '../api/subject';
import { TextareaField } from '../form/TextareaField';
import { TextField } from '../form/TextField';
import { usePortal } from '../portal/PortalContext';
import { addLocationsMessages } from './addLocationsMessages';
import { requestItemsOf, validateAddLocations, type AddLocationsValues } from './addLocationsForm';
import { LocationsPreviewDialog } from './LocationsPreviewDialog';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface AddLocationsFormProps {
  /** the places the subject has now: the preview marks them and does not add them again */
  present: readonly UsagePlace[];
  /** after a save: the subject's places are loaded again */
  onChanged: () => void;
  /** whose places are added: the signed-in user (account page) or `targetUser(sub)` (the admin card) */
  subject?: Subject;
}

/** The form's texts come with its chunk; the page's own texts (an instance's overrides) win. */
function WithFormMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({
      ...(addLocationsMessages[intl.locale as Language] ?? addLocationsMessages['fi-FI']),
      ...(intl.messages as Record<string, string>),
    }),
    [intl.locale, intl.messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * The add-locations form (spec customer-area 2, 4, 5; admin-and-calls 2 "adding mapped locations"):
 * customer number, contract identifier and an optional location code, or with 'multi addition' a 20-row
 * textarea of one place per line. Submit fetches the places for the subject (submit disabled meanwhile)
 * and opens the preview, or shows an error alert.
 */
export function AddLocationsFormView(props: AddLocationsFormProps) {
  return (
    <WithFormMessages>
      <AddLocationsFormBody {...props} />
    </WithFormMessages>
  );
}

function AddLocationsFormBody({ present, onChanged, subject = SELF }: AddLocationsFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const hintId = useId();
  const { instance } = usePortal();
  const [multi, setMulti] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<UsagePlace[] | null>(null);
  // a new key restarts the form with empty values (after a save)
  const [formKey, setFormKey] = useState(0);
  const t = (id: string) => intl.formatMessage({ id: `common.locations.add.${id}` });

  return (
    <>
      <Form<AddLocationsValues>
        key={formKey}
        validate={(values) => validateAddLocations(values, multi)}
        onSubmit={async (values) => {
          setError(null);
          const items = requestItemsOf(values, multi);
          try {
            const answer = await fetchLocationsToAdd(items, subject);
            setPreview(withPlaceholders(items, answer.usagePlaces, instance.id));
          } catch (failure) {
            setError(intl.formatMessage({ id: addLocationsErrorId(toApiErrorData(failure)) }));
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <Switch
              label={t('multi')}
              checked={multi}
              disabled={submitting}
              onChange={(_, data) => setMulti(data.checked)}
            />
            {multi ? (
              <>
                <Text id={hintId}>{t('linesHint')}</Text>
                <TextareaField
                  name="lines"
                  label={t('lines')}
                  rows={ADD_LOCATIONS_TEXTAREA_ROWS}
                  required
                  disabled={submitting}
                />
              </>
            ) : (
              <>
                <TextField
                  name="customerNumber"
                  label={t('customerNumber')}
                  required
                  autoComplete="off"
                  disabled={submitting}
                />
                <TextField
                  name="contractIdentifier"
                  label={t('contractIdentifier')}
                  required
                  autoComplete="off"
                  disabled={submitting}
                />
                <TextField
                  name="locationCode"
                  label={t('locationCode')}
                  autoComplete="off"
                  disabled={submitting}
                />
              </>
            )}
            {error ? (
              <MessageBar intent="error" role="alert" layout="multiline">
                <MessageBarBody>
                  <strong>{t('fetchFailed')}</strong> {error}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={submitting}>
                {t('submit')}
              </Button>
              {submitting ? <Spinner size="tiny" label={t('loadingPreview')} /> : null}
            </div>
          </form>
        )}
      />
      {preview ? (
        <LocationsPreviewDialog
          open
          rows={preview}
          present={present}
          subject={subject}
          onClose={() => setPreview(null)}
          onSaved={() => {
            setFormKey((key) => key + 1);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
