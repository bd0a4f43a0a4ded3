// The module's texts in one language beyond its titles: a chunk of its own (moduleMessages.ts)
import chart from '../chart.sv-FI.json';
import common from '../common.sv-FI.json';
import dashboard from '../dashboard.sv-FI.json';
import options from '../options.sv-FI.json';
import spotPrice from '../spotPrice.sv-FI.json';
import table from '../table.sv-FI.json';

const messages: Record<string, string> = {
  ...common,
  ...dashboard,
  ...options,
  ...chart,
  ...table,
  ...spotPrice,
};
export default messages;
