// The module's texts in one language beyond its titles: a chunk of its own (moduleMessages.ts)
import chart from '../chart.fi-FI.json';
import common from '../common.fi-FI.json';
import dashboard from '../dashboard.fi-FI.json';
import options from '../options.fi-FI.json';
import spotPrice from '../spotPrice.fi-FI.json';
import table from '../table.fi-FI.json';

const messages: Record<string, string> = {
  ...common,
  ...dashboard,
  ...options,
  ...chart,
  ...table,
  ...spotPrice,
};
export default messages;
