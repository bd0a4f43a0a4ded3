import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { meteringMessages } from './i18n/messages';
import publication from './module.json';

const MeterReadingPage = lazy(() =>
  import('./readings/MeterReadingPage').then((m) => ({ default: m.MeterReadingPage })),
);
const GuardServicePage = lazy(() =>
  import('./guard/GuardServicePage').then((m) => ({ default: m.GuardServicePage })),
);

/**
 * The metering remote (issue 17): the meter reading input and the guard service link. Both pages keep
 * their state to themselves (docs/metering-ui.md), so the module brings no slice or saga.
 */
export default assemblePortalModule(publication, {
  pages: {
    'online/meter-reading-input': MeterReadingPage,
    'online/guard-service': GuardServicePage,
  },
  messages: meteringMessages,
});
