import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert, type ApiErrorData, type LocationWithNotes, type Note } from '@portal/shared';
import { SelectField, TextareaField, TextField, validateWithYup } from '@portal/shared/form';
import { DateTimeField } from '@portal/shared/dates';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  emptyNoteForm,
  NOTE_MAX_LENGTH,
  NOTE_VARIANTS,
  noteSchema,
  noteToFormValues,
  type NoteFormValues,
} from './noteSchema';
import { NOTE_VARIANT_LOOK } from './noteVariants';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  dates: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    // a date and its time side by side need about 20rem; narrower, each pair takes its own row
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  },
});

const validate = validateWithYup<NoteFormValues>(noteSchema);

export interface NoteFormDialogProps {
  open: boolean;
  location: LocationWithNotes | null;
  /** the note being edited; null adds a new one */
  note: Note | null;
  pending: boolean;
  /** the server refused: shown in the dialog, which keeps everything typed */
  error: ApiErrorData | null;
  onSubmit: (values: NoteFormValues) => void;
  onClose: () => void;
}

export function NoteFormDialog({
  open,
  location,
  note,
  pending,
  error,
  onSubmit,
  onClose,
}: NoteFormDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const initialValues = useMemo(() => (note ? noteToFormValues(note) : emptyNoteForm()), [note]);
  const variantOptions = useMemo(
    () =>
      NOTE_VARIANTS.map((value) => ({
        value,
        label: intl.formatMessage({ id: NOTE_VARIANT_LOOK[value].labelId }),
      })),
    [intl],
  );
  const name = location ? location.name || location.locationCode : '';
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open && !pending) onClose();
      }}
    >
      <DialogSurface>
        {open ? (
          <Form<NoteFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
            {({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate>
                <DialogBody>
                  <DialogTitle>
                    {intl.formatMessage(
                      { id: note ? 'notes.form.editTitle' : 'notes.form.addTitle' },
                      { name },
                    )}
                  </DialogTitle>
                  <DialogContent className={styles.content}>
                    <ErrorAlert
                      error={error}
                      title={t(note ? 'notes.form.editFailed' : 'notes.form.addFailed')}
                    />
                    <TextareaField
                      name="note"
                      label={t('notes.form.note')}
                      required
                      maxLength={NOTE_MAX_LENGTH}
                      rows={6}
                    />
                    <SelectField
                      name="variant"
                      label={t('notes.form.variant')}
                      options={variantOptions}
                      required
                    />
                    <TextField name="createdBy" label={t('notes.form.createdBy')} autoComplete="name" />
                    <div className={styles.dates}>
                      <DateTimeField name="startDate" label={t('notes.form.startDate')} />
                      <DateTimeField name="endDate" label={t('notes.form.endDate')} />
                      <DateTimeField name="dueDate" label={t('notes.form.dueDate')} />
                    </div>
                  </DialogContent>
                  <DialogActions>
                    <Button appearance="secondary" disabled={pending} onClick={onClose}>
                      {t('common.cancel')}
                    </Button>
                    <Button
                      appearance="primary"
                      type="submit"
                      disabledFocusable={pending}
                      icon={pending ? <Spinner size="tiny" /> : undefined}
                    >
                      {t(pending ? 'notes.form.saving' : 'common.save')}
                    </Button>
                  </DialogActions>
                </DialogBody>
              </form>
            )}
          </Form>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
