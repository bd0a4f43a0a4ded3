import type { BadgeProps } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  CircleRegular,
  DismissCircleRegular,
  InfoRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { NoteVariant } from '@portal/shared';
import type { ReactElement } from 'react';

/** Each variant has a colour, an icon and a text label, so it never rests on colour alone. */
export const NOTE_VARIANT_LOOK: Record<
  NoteVariant,
  { color: BadgeProps['color']; icon: ReactElement; labelId: string }
> = {
  other: { color: 'informative', icon: <CircleRegular />, labelId: 'notes.variant.other' },
  success: { color: 'success', icon: <CheckmarkCircleRegular />, labelId: 'notes.variant.success' },
  info: { color: 'brand', icon: <InfoRegular />, labelId: 'notes.variant.info' },
  warning: { color: 'warning', icon: <WarningRegular />, labelId: 'notes.variant.warning' },
  error: { color: 'danger', icon: <DismissCircleRegular />, labelId: 'notes.variant.error' },
};
