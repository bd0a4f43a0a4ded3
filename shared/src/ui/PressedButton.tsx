import { Button, makeStyles, mergeClasses, tokens, type ButtonProps } from '@fluentui/react-components';
import type { MouseEventHandler, ReactNode } from 'react';

// Fluent's ToggleButton brings the checked styles of every appearance and size (about 2 KB gzip of the Fluent
// copy every logged-in page loads) for what a Button with aria-pressed draws as well (docs/first-load.md)
const useStyles = makeStyles({
  subtlePressed: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorNeutralForeground2Selected,
    '@media (forced-colors: active)': {
      backgroundColor: 'Highlight',
      color: 'HighlightText',
      forcedColorAdjust: 'none',
    },
  },
});

export interface PressedButtonProps {
  pressed: boolean;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  disabled?: boolean;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  children?: ReactNode;
}

/**
 * A toggle button (aria-pressed): pressed, a subtle or transparent one takes the subtle selected colours, any
 * other is filled (primary), so that a group of choices shows the chosen one.
 */
export function PressedButton({
  pressed,
  appearance = 'secondary',
  className,
  ...props
}: PressedButtonProps) {
  const styles = useStyles();
  const subtle = appearance === 'subtle' || appearance === 'transparent';
  return (
    <Button
      {...props}
      aria-pressed={pressed}
      appearance={pressed && !subtle ? 'primary' : appearance}
      className={mergeClasses(pressed && subtle && styles.subtlePressed, className)}
    />
  );
}
