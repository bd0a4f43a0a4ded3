import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Text,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useDateTimeFormat, type Note } from '@portal/shared';
import { useIntl } from 'react-intl';
import { NOTE_VARIANT_LOOK } from './noteVariants';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  top: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  dates: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  date: { display: 'flex', gap: tokens.spacingHorizontalXS },
  dd: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface NoteItemProps {
  note: Note;
  /** this note is being saved or deleted right now */
  busy: 'saving' | 'deleting' | null;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

export function NoteItem({ note, busy, onEdit, onDelete }: NoteItemProps) {
  const intl = useIntl();
  const styles = useStyles();
  const formatDateTime = useDateTimeFormat();
  const restoreFocus = useRestoreFocusTarget();
  const look = NOTE_VARIANT_LOOK[note.variant] ?? NOTE_VARIANT_LOOK.other;
  const created = formatDateTime(note.createdTime);
  const dates: Array<[string, string]> = [];
  if (note.startDate) dates.push(['notes.item.start', note.startDate]);
  if (note.endDate) dates.push(['notes.item.end', note.endDate]);
  if (note.dueDate) dates.push(['notes.item.due', note.dueDate]);

  return (
    <li className={styles.item}>
      <div className={styles.top}>
        <Badge appearance="tint" color={look.color} icon={look.icon} shape="rounded">
          {intl.formatMessage({ id: look.labelId })}
        </Badge>
        <Caption1>{intl.formatMessage({ id: 'notes.item.created' }, { time: created })}</Caption1>
        {note.editedTime ? (
          <Caption1>
            {intl.formatMessage({ id: 'notes.item.edited' }, { time: formatDateTime(note.editedTime) })}
          </Caption1>
        ) : null}
        {note.createdBy ? (
          <Caption1>{intl.formatMessage({ id: 'notes.item.createdBy' }, { name: note.createdBy })}</Caption1>
        ) : null}
      </div>
      <Text className={styles.text}>{note.note}</Text>
      {dates.length ? (
        <dl className={styles.dates}>
          {dates.map(([labelId, iso]) => (
            <div key={labelId} className={styles.date}>
              <dt>{intl.formatMessage({ id: labelId })}:</dt>
              <dd className={styles.dd}>{formatDateTime(iso)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <Button
          {...restoreFocus}
          icon={<EditRegular />}
          disabled={busy !== null}
          aria-label={intl.formatMessage({ id: 'notes.item.edit' }, { time: created })}
          onClick={() => onEdit(note)}
        >
          {intl.formatMessage({ id: 'common.edit' })}
        </Button>
        <Button
          {...restoreFocus}
          icon={<DeleteRegular />}
          disabled={busy !== null}
          aria-label={intl.formatMessage({ id: 'notes.item.delete' }, { time: created })}
          onClick={() => onDelete(note)}
        >
          {intl.formatMessage({ id: 'common.delete' })}
        </Button>
        {busy ? (
          <Spinner
            size="tiny"
            label={intl.formatMessage({
              id: busy === 'saving' ? 'notes.item.saving' : 'notes.item.deleting',
            })}
          />
        ) : null}
      </div>
    </li>
  );
}
