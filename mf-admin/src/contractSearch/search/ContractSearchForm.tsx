import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { ConfirmDialog, type ContractSearch } from '@portal/shared';
import { SwitchField, TextField } from '@portal/shared/form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  contractSearchInitialValues,
  isEmptyContractSearch,
  toContractSearch,
  validateContractSearch,
  type ContractSearchErrors,
  type ContractSearchValues,
} from './contractSearchForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const INITIAL_VALUES = contractSearchInitialValues();

export interface ContractSearchFormProps {
  /** sends the search; the answer's field errors (a `validations_fail`) show at the fields */
  onSearch: (search: ContractSearch) => Promise<ContractSearchErrors | undefined>;
}

/**
 * The contract search form (spec admin-and-calls sections 3 and 5): usage place number, customer number,
 * user or company name, address and identification number, each optional within its length limits, and
 * the active-contracts switch, on at first. A search without text lists every contract, so it is asked to
 * be confirmed first.
 */
export function ContractSearchForm({ onSearch }: ContractSearchFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [confirmingAll, setConfirmingAll] = useState<ContractSearch | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `admin.contractSearch.form.${id}` });

  return (
    <>
      <Form<ContractSearchValues>
        initialValues={INITIAL_VALUES}
        validate={validateContractSearch}
        onSubmit={(values) => {
          const search = toContractSearch(values);
          if (isEmptyContractSearch(search)) {
            setConfirmingAll(search);
            return undefined;
          }
          return onSearch(search);
        }}
        render={({ handleSubmit, form, submitting }) => (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            role="search"
            aria-label={t('label')}
          >
            <div className={styles.fields}>
              <TextField name="usagePlaceNumber" label={t('usagePlaceNumber')} autoComplete="off" />
              <TextField name="customerNumber" label={t('customerNumber')} autoComplete="off" />
              <TextField name="userOrCompanyName" label={t('userOrCompanyName')} autoComplete="off" />
              <TextField name="address" label={t('address')} autoComplete="off" />
              <TextField name="identificationNumber" label={t('identificationNumber')} autoComplete="off" />
            </div>
            <SwitchField name="activeContracts" label={t('activeContracts')} />
            <div className={styles.actions}>
              <Button
                type="submit"
                appearance="primary"
                disabled={submitting}
                icon={submitting ? <Spinner size="tiny" /> : <SearchRegular />}
              >
                {t('submit')}
              </Button>
              <Button type="button" onClick={() => form.reset(INITIAL_VALUES)}>
                {t('clear')}
              </Button>
            </div>
          </form>
        )}
      />
      <ConfirmDialog
        open={confirmingAll !== null}
        title={t('searchAll.title')}
        confirmLabel={t('searchAll.confirm')}
        onConfirm={() => {
          const search = confirmingAll;
          setConfirmingAll(null);
          if (search) void onSearch(search);
        }}
        onCancel={() => setConfirmingAll(null)}
      >
        {t('searchAll.body')}
      </ConfirmDialog>
    </>
  );
}
