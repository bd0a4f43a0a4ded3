import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AdminContract } from '@portal/shared';
import { Fragment, useId } from 'react';
import { useIntl } from 'react-intl';
import { contractFieldTexts, contractTypeText, type ContractFieldGroup } from './contractText';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  groupHeading: { margin: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const GROUPS: readonly ContractFieldGroup[] = ['contract', 'salesContract', 'contractAuthInfo', 'location'];

/**
 * A contract's detail card in its location's tab: every field of the contract (sales contract,
 * authorisation info, location), grouped, a missing value as '-'. No table here: the spec's page size 5
 * of contract tables applies to tables, and one contract is not one.
 */
export function ContractDetailCard({ contract }: { contract: AdminContract }) {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const texts = contractFieldTexts(intl, contract);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.contractSearch.${id}` }, values);
  return (
    <Card appearance="outline">
      <section className={styles.card} aria-labelledby={headingId} data-contract={contract.contractCode}>
        <Text as="h3" id={headingId} weight="semibold" size={400} className={styles.heading}>
          {t('card.title', {
            type: contractTypeText(intl, contract.contractType),
            code: contract.contractCode,
          })}
        </Text>
        <div className={styles.groups}>
          {GROUPS.map((group) => (
            <div key={group} className={styles.group}>
              <Text as="h4" weight="semibold" className={styles.groupHeading}>
                {t(`group.${group}`)}
              </Text>
              <dl className={styles.details}>
                {texts[group].map((field) => (
                  <Fragment key={field.id}>
                    <dt className={styles.term}>{t(`field.${field.id}`)}</dt>
                    <dd className={styles.value} data-field={field.id}>
                      {field.text}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>
    </Card>
  );
}
