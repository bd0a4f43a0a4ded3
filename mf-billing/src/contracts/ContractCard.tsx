import { Button, Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import type { Contract } from '@portal/shared';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { contractTypeText, energyTypeText, fieldText, type ContractField } from './contractFields';
import { contractKind } from './contractType';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  typeBox: {
    minWidth: '6rem',
    textAlign: 'center',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  grid: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  sales: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  distribution: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
  production: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1 },
  titles: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

/** One contract: the type box, address and energy type; its details expand under it. */
export function ContractCard({ contract, fields }: { contract: Contract; fields: readonly ContractField[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const kind = contractKind(contract.contractType);
  return (
    <Card>
      <div className={styles.header}>
        <span
          className={mergeClasses(styles.typeBox, kind ? styles[kind] : undefined)}
          data-contract-type={kind ?? 'other'}
        >
          {contractTypeText(intl, contract.contractType)}
        </span>
        <div className={styles.titles}>
          <Text weight="semibold" as="h2">
            {contract.locationAddress}
          </Text>
          <Text size={200}>{energyTypeText(intl, contract.energyType)}</Text>
        </div>
        <Button
          appearance="subtle"
          icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage({
            id: open ? 'billing.contracts.hideDetails' : 'billing.contracts.showDetails',
          })}
        </Button>
      </div>
      <dl id={detailsId} className={styles.details} hidden={!open}>
        {fields.map((field) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt className={styles.term}>{intl.formatMessage({ id: `billing.contracts.field.${field}` })}</dt>
            <dd className={styles.value} data-field={field}>
              {fieldText(intl, contract, field) || '-'}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
