import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  heading: { margin: 0 },
});

/** One card of a user's tab: a section named by its h3, with optional actions beside the heading. */
export function UserCard({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card className={className} appearance="outline">
      <section className={styles.card} aria-labelledby={headingId}>
        <div className={styles.header}>
          <Text as="h3" id={headingId} weight="semibold" size={400} className={styles.heading}>
            {title}
          </Text>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}
