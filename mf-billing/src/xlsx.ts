import type { XlsxModule } from '@portal/shared';

/** SheetJS as its own chunk, fetched on the first export click. */
export const loadXlsx = (): Promise<XlsxModule> => import('xlsx') as unknown as Promise<XlsxModule>;
