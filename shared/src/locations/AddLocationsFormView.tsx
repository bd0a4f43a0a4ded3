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
import {
  ADD_LOCATIONS_TEXTAREA_ROWS,
  addLocationsErrorId,
  fetchLocationsToAdd,
  LocationsPreviewDialog,
  TextareaField,
  TextField,
  toApiErrorData,
  usePortal,
  withPlaceholders,
  type UsagePlace,
} from '@portal/shared';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { requestItemsOf, validateAddLocations, type AddLocationsValues } from './addLocationsForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The add-locations form (spec customer-area 2, 4, 5): customer number, contract identifier and an
 * optional location code, or with 'multi addition' a 20-row textarea of one place per line. Submit
 * fetches the places (submit disabled meanwhile) and opens the preview, or shows an error alert.
 */
export function AddLocationsForm({
  present,
  onChanged,
}: {
  present: readonly UsagePlace[];
  onChanged: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { instance } = usePortal();
  const [multi, setMulti] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<UsagePlace[] | null>(null);
  // a new key restarts the form with empty values (after a save)
  const [formKey, setFormKey] = useState(0);
  const t = (id: string) => intl.formatMessage({ id: `shell.locations.add.${id}` });

  return (
    <>
      <Form<AddLocationsValues>
        key={formKey}
        validate={(values) => validateAddLocations(values, multi)}
        onSubmit={async (values) => {
          setError(null);
          const items = requestItemsOf(values, multi);
          try {
            const answer = await fetchLocationsToAdd(items);
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
                <Text id="add-locations-lines-hint">{t('linesHint')}</Text>
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
