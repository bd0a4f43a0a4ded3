import {
  Button,
  Caption1,
  Card,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AddRegular, ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import type { LocationWithNotes, Note } from '@portal/shared';
import { useIntl } from 'react-intl';
import { NoteList } from './NoteList';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface LocationNotesCardProps {
  location: LocationWithNotes;
  expanded: boolean;
  adding: boolean;
  savingId: number | null;
  deletingId: number | null;
  onToggle: (locationFk: number) => void;
  onAdd: (location: LocationWithNotes) => void;
  onEdit: (location: LocationWithNotes, note: Note) => void;
  onDelete: (location: LocationWithNotes, note: Note) => void;
}

export const addButtonId = (locationFk: number): string => `notes-add-${locationFk}`;

/** One usage place: its name and location code, an expandable list of its notes and an add button. */
export function LocationNotesCard(props: LocationNotesCardProps) {
  const { location, expanded, adding, savingId, deletingId, onToggle, onAdd, onEdit, onDelete } = props;
  const intl = useIntl();
  const styles = useStyles();
  const restoreFocus = useRestoreFocusTarget();
  const listId = `notes-list-${location.locationFk}`;
  const headingId = `notes-location-${location.locationFk}`;
  const name = location.name || location.locationCode;
  const count = location.notes.length;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.title}>
          <Subtitle2 as="h2" id={headingId} className={styles.heading}>
            {name}
          </Subtitle2>
          <Caption1>
            {intl.formatMessage({ id: 'notes.location.code' }, { code: location.locationCode })}
          </Caption1>
          {location.targetText ? <Caption1>{location.targetText}</Caption1> : null}
        </div>
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
            iconPosition="after"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            // the visible count starts the name (WCAG 2.5.3 label in name), the action and place follow
            aria-label={`${intl.formatMessage({ id: 'notes.location.noteCount' }, { count })}, ${intl.formatMessage(
              { id: expanded ? 'notes.location.hideNotes' : 'notes.location.showNotes' },
              { name },
            )}`}
            onClick={() => onToggle(location.locationFk)}
          >
            {intl.formatMessage({ id: 'notes.location.noteCount' }, { count })}
          </Button>
          <Button
            {...restoreFocus}
            id={addButtonId(location.locationFk)}
            icon={adding ? <Spinner size="tiny" /> : <AddRegular />}
            disabled={adding}
            aria-label={intl.formatMessage({ id: 'notes.location.addTo' }, { name })}
            onClick={() => onAdd(location)}
          >
            {intl.formatMessage({ id: 'notes.location.add' })}
          </Button>
        </div>
      </div>
      {expanded ? (
        count ? (
          <NoteList
            id={listId}
            label={intl.formatMessage({ id: 'notes.location.listLabel' }, { name })}
            notes={location.notes}
            savingId={savingId}
            deletingId={deletingId}
            onEdit={(note) => onEdit(location, note)}
            onDelete={(note) => onDelete(location, note)}
          />
        ) : (
          <Text id={listId}>{intl.formatMessage({ id: 'notes.location.noNotes' })}</Text>
        )
      ) : null}
    </Card>
  );
}
