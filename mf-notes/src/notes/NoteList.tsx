import { makeStyles } from '@fluentui/react-components';
import type { Note } from '@portal/shared';
import { NoteItem } from './NoteItem';

const useStyles = makeStyles({ list: { listStyleType: 'none', margin: 0, padding: 0 } });

export interface NoteListProps {
  id: string;
  label: string;
  notes: Note[];
  savingId: number | null;
  deletingId: number | null;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** The notes of one location, newest first (the state keeps them in that order). */
export function NoteList({ id, label, notes, savingId, deletingId, onEdit, onDelete }: NoteListProps) {
  const styles = useStyles();
  return (
    <ul id={id} aria-label={label} className={styles.list}>
      {notes.map((note) => (
        <NoteItem
          key={note.id}
          note={note}
          busy={note.id === deletingId ? 'deleting' : note.id === savingId ? 'saving' : null}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}
