import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import type { AdditionalInformation, AdditionalInformationKey, UsagePlaceEnergyType } from '@portal/shared';
import type { Resolution } from '@portal/shared/calendar';
import { useIntl } from 'react-intl';
import { onDemand } from '../onDemand';
import { OnDemandPart } from '../OnDemandPart';

/** the panel is a chunk of its own, fetched on the first hover or focus of the section, or when it opens */
const panel = onDemand(() => import('./AdvancedPanel'));
const preload = () => void panel.load().catch(() => undefined);

export interface AdvancedSettingsProps {
  energyType: UsagePlaceEnergyType;
  selectedDetails: readonly string[];
  onDetailToggle: (key: string, checked: boolean) => void;
  informations: readonly AdditionalInformation[];
  selectedInformations: readonly AdditionalInformationKey[];
  onInformationToggle: (key: AdditionalInformationKey, checked: boolean) => void;
  comparisonAllowed: boolean;
  resolution: Resolution;
}

/** Basic-detail checkboxes and additional-information switches (AdvancedPanel), folded away by default. */
export function AdvancedSettings(props: AdvancedSettingsProps) {
  const intl = useIntl();
  return (
    <Accordion collapsible data-tour="advancedSettings" onPointerEnter={preload} onFocus={preload}>
      <AccordionItem value="advanced">
        <AccordionHeader>{intl.formatMessage({ id: 'reports.options.advancedSettings' })}</AccordionHeader>
        <AccordionPanel>
          <OnDemandPart part={panel} props={props} />
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
