// SCAFFOLD: replaced by the table work (helper C)
import type { DataTableProps } from '../contracts';

export function DataTable(_props: DataTableProps) {
  return <div data-tour="dataTable" />;
}
