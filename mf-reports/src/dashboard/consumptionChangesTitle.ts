/** Spec customer-area 2: cardTitleProduction when the chosen quantities hold production but not consumption. */
export function consumptionChangesTitleKey(quantities: readonly string[]): string {
  const production = quantities.includes('electricityPMinus') && !quantities.includes('electricityP');
  return `reports.dashboard.consumptionChanges.${production ? 'cardTitleProduction' : 'cardTitle'}`;
}
