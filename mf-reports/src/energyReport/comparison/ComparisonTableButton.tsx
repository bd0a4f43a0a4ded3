// SCAFFOLD: replaced by the table work (helper C). Renders its own trigger button and dialog.
export function ComparisonTableButton() {
  return null;
}
