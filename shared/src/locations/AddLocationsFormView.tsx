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
  checkLocationLines,
  fetchLocationsToAdd,
  withPlaceholders,
} from '../api/locations';
import type { UsagePlace } from '../api/reports';
import { SELF, type Subject } from '../api/subject';
import { TextareaField } from '../form/TextareaField';
import { TextField } from '../form/TextField';
import { usePortal } from '../portal/PortalContext';
import { addLocationsMessages } from './addLocationsMessages';
import {
  lineOutcomesOf,
  lineProblems,
  linesToKeep,
  requestItemsOf,
  validateAddLocations,
  type AddLocationsValues,
  type LineOutcomes,
} from './addLocationsForm';
import { LocationsPreviewDialog } from './LocationsPreviewDialog';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
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
  // the textarea's lines are checked on their own once searched; the server's answer per line by its text
  const [linesChecked, setLinesChecked] = useState(false);
  const [outcomes, setOutcomes] = useState<LineOutcomes>({});
  // after a save the form starts again, holding the lines that were not added
  const [restart, setRestart] = useState<{ key: number; lines: string }>({ key: 0, lines: '' });
  const [searchedLines, setSearchedLines] = useState('');
  const t = (id: string) => intl.formatMessage({ id: `common.locations.add.${id}` });

  return (
    <>
      <Form<AddLocationsValues>
        key={restart.key}
        initialValues={restart.lines ? { lines: restart.lines } : undefined}
        validate={(values) => validateAddLocations(values, multi)}
        onSubmit={async (values) => {
          setError(null);
          const sent = multi ? checkLocationLines(values.lines ?? '').filter((line) => line.item) : [];
          const items = requestItemsOf(values, multi);
          try {
            const answer = await fetchLocationsToAdd(items, subject);
            if (multi) {
              setOutcomes(lineOutcomesOf(sent, answer));
              setSearchedLines(values.lines ?? '');
            }
            const single = multi ? undefined : answer.results[0]?.status;
            if (single === 'rate_limited') setError(t('rateLimited'));
            else if (single === 'invalid') setError(intl.formatMessage({ id: 'errors.invalidValues' }));
            const rows = withPlaceholders(items, answer, instance.id);
            if (rows.length > 0) setPreview(rows);
          } catch (failure) {
            setError(intl.formatMessage({ id: addLocationsErrorId(toApiErrorData(failure)) }));
          }
        }}
        render={({ handleSubmit, submitting, values }) => {
          const problems = multi && linesChecked ? lineProblems(values.lines ?? '', outcomes) : [];
          return (
            <form
              className={styles.form}
              onSubmit={(event) => {
                setLinesChecked(true);
                return handleSubmit(event);
              }}
              noValidate
              aria-busy={submitting}
            >
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
                  {problems.length > 0 ? (
                    // polite: it follows the user's corrections line by line
                    <MessageBar intent="warning" role="status" layout="multiline">
                      <MessageBarBody>
                        <strong>
                          {intl.formatMessage(
                            { id: 'common.locations.add.line.heading' },
                            { count: problems.length },
                          )}
                        </strong>
                        <ul className={styles.problems}>
                          {problems.map((problem) => (
                            <li key={problem.line}>
                              {intl.formatMessage({ id: problem.message.id }, problem.message.values)}
                            </li>
                          ))}
                        </ul>
                      </MessageBarBody>
                    </MessageBar>
                  ) : null}
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
          );
        }}
      />
      {preview ? (
        <LocationsPreviewDialog
          open
          rows={preview}
          present={present}
          subject={subject}
          onClose={() => setPreview(null)}
          onSaved={() => {
            const kept = multi ? linesToKeep(searchedLines, outcomes) : '';
            setLinesChecked(kept !== '');
            setRestart((previous) => ({ key: previous.key + 1, lines: kept }));
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
