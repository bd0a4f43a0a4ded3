// The module's texts in one language beyond its titles: a chunk of its own (moduleMessages.ts)
import chart from '../chart.en-US.json';
import common from '../common.en-US.json';
import dashboard from '../dashboard.en-US.json';
import options from '../options.en-US.json';
import spotPrice from '../spotPrice.en-US.json';
import table from '../table.en-US.json';

const messages: Record<string, string> = {
  ...common,
  ...dashboard,
  ...options,
  ...chart,
  ...table,
  ...spotPrice,
};
export default messages;
