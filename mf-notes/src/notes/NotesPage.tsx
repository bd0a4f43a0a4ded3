import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import {
  ConfirmDialog,
  ErrorAlert,
  PageFrame,
  usePortal,
  type LocationWithNotes,
  type ModulePageProps,
  type Note,
  type Subject,
} from '@portal/shared';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { addButtonId, LocationNotesCard } from './LocationNotesCard';
import { LoginRequired } from './LoginRequired';
import { NoteFormDialog } from './NoteFormDialog';
import { formValuesToInput, type NoteFormValues } from './noteSchema';
import { ShareLinkDialog } from './ShareLinkDialog';
import { notesActions } from './state/notesSlice';
import {
  selectExpandedLocations,
  selectLocations,
  selectNotesErrors,
  selectNotesStatus,
  selectNotesTarget,
  selectSharedLink,
} from './state/selectors';

const useStyles = makeStyles({
  page: { maxWidth: '60rem' },
  cards: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

interface FormTarget {
  location: LocationWithNotes;
  note: Note | null;
}

/**
 * The notes page: the subject's notes (the logged-in user's, or one customer's through a shared public
 * link, which the shell turns into a public subject). Logged out without a link, it asks to log in.
 */
export function NotesPage({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { user } = usePortal();
  return subject.kind !== 'self' || user ? (
    <NotesContent subject={subject} />
  ) : (
    <PageFrame title={intl.formatMessage({ id: 'notes.title' })} className={styles.page}>
      <LoginRequired />
    </PageFrame>
  );
}

function NotesContent({ subject }: { subject: Subject }) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { pathTo } = usePortal();
  const locations = useSelector(selectLocations);
  const status = useSelector(selectNotesStatus);
  const errors = useSelector(selectNotesErrors);
  const target = useSelector(selectNotesTarget);
  const expanded = useSelector(selectExpandedLocations);
  const sharedLink = useSelector(selectSharedLink);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<FormTarget | null>(null);
  const formOperation = formTarget?.note ? 'edit' : 'add';
  const t = (id: string) => intl.formatMessage({ id });

  const fetchNotes = useCallback(
    () => dispatch(notesActions.fetchRequested({ subject })),
    [dispatch, subject],
  );
  useEffect(() => {
    fetchNotes();
  }, [fetchNotes]);

  // a dialog closes only when its call succeeded; on failure it stays open with everything typed
  useEffect(() => {
    if (formTarget && status[formOperation] === 'fulfilled') {
      setFormTarget(null);
      dispatch(notesActions.operationReset(formOperation));
    }
  }, [dispatch, formOperation, formTarget, status]);

  useEffect(() => {
    if (deleteTarget && status.delete === 'fulfilled') {
      const { locationFk } = deleteTarget.location;
      setDeleteTarget(null);
      dispatch(notesActions.operationReset('delete'));
      // the deleted note's button is gone, so focus goes to its card's add button
      setTimeout(() => document.getElementById(addButtonId(locationFk))?.focus(), 0);
    }
  }, [deleteTarget, dispatch, status.delete]);

  const openForm = (location: LocationWithNotes, note: Note | null) => {
    dispatch(notesActions.operationReset(note ? 'edit' : 'add'));
    setFormTarget({ location, note });
  };
  const closeForm = () => {
    dispatch(notesActions.operationReset(formOperation));
    setFormTarget(null);
  };
  const submitForm = (values: NoteFormValues) => {
    if (!formTarget || status[formOperation] === 'pending') return;
    const input = formValuesToInput(formTarget.location.locationFk, values);
    if (formTarget.note) dispatch(notesActions.editRequested({ subject, id: formTarget.note.id, input }));
    else dispatch(notesActions.addRequested({ subject, input }));
  };
  const openDelete = (location: LocationWithNotes, note: Note) => {
    dispatch(notesActions.operationReset('delete'));
    setDeleteTarget({ location, note });
  };
  const closeDelete = () => {
    dispatch(notesActions.operationReset('delete'));
    setDeleteTarget(null);
  };

  const loading = status.location === 'pending';
  const fetched = status.location === 'fulfilled';
  const excerpt = (deleteTarget?.note?.note ?? '').slice(0, 80);

  return (
    <PageFrame
      title={t('notes.title')}
      className={styles.page}
      actions={
        <>
          {loading && locations.length ? <Spinner size="tiny" label={t('notes.loading')} /> : null}
          {subject.kind === 'self' ? (
            <Button
              icon={status.share === 'pending' ? <Spinner size="tiny" /> : <ShareRegular />}
              disabledFocusable={status.share === 'pending'}
              onClick={() => dispatch(notesActions.shareRequested({ subject }))}
            >
              {t(status.share === 'pending' ? 'notes.share.creating' : 'notes.share.button')}
            </Button>
          ) : null}
        </>
      }
    >
      <Text>{t('notes.intro')}</Text>
      {subject.kind === 'public' ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('notes.publicNotice')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ErrorAlert error={errors.location} title={t('notes.loadFailed')} onRetry={fetchNotes} />
      <ErrorAlert
        error={errors.share}
        title={t('notes.share.failed')}
        onDismiss={() => dispatch(notesActions.operationReset('share'))}
      />
      {loading && !locations.length ? <Spinner label={t('notes.loading')} /> : null}
      {fetched && !locations.length ? <Text>{t('notes.empty')}</Text> : null}
      {locations.length ? (
        <ul className={styles.cards}>
          {locations.map((location) => (
            <li key={location.locationFk}>
              <LocationNotesCard
                location={location}
                expanded={expanded.has(location.locationFk)}
                adding={target.add === location.locationFk}
                savingId={target.edit}
                deletingId={target.delete}
                onToggle={(locationFk) => dispatch(notesActions.expandedToggled({ locationFk }))}
                onAdd={(l) => openForm(l, null)}
                onEdit={openForm}
                onDelete={openDelete}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <NoteFormDialog
        open={formTarget !== null}
        location={formTarget?.location ?? null}
        note={formTarget?.note ?? null}
        pending={status[formOperation] === 'pending'}
        error={formTarget ? errors[formOperation] : null}
        onSubmit={submitForm}
        onClose={closeForm}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        title={t('notes.delete.title')}
        confirmLabel={t('common.delete')}
        busy={status.delete === 'pending'}
        error={<ErrorAlert error={errors.delete} title={t('notes.delete.failed')} />}
        onConfirm={() => {
          if (deleteTarget?.note)
            dispatch(notesActions.deleteRequested({ subject, id: deleteTarget.note.id }));
        }}
        onCancel={closeDelete}
      >
        {intl.formatMessage({ id: 'notes.delete.body' }, { excerpt })}
      </ConfirmDialog>
      <ShareLinkDialog
        link={sharedLink}
        notesPath={pathTo('online/notes')}
        onClose={() => dispatch(notesActions.sharedLinkClosed())}
      />
    </PageFrame>
  );
}
