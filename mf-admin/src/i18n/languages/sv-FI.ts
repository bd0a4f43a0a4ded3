// The module's texts in one language beyond its titles: a chunk of its own (moduleMessages.ts)
import contractSearch from '../contractSearch.sv-FI.json';
import createUser from '../createUser.sv-FI.json';
import locationManagement from '../locationManagement.sv-FI.json';
import meterReadingReviews from '../meterReadingReviews.sv-FI.json';
import reportDialog from '../reportDialog.sv-FI.json';
import userManagement from '../userManagement.sv-FI.json';

const messages: Record<string, string> = {
  ...userManagement,
  ...reportDialog,
  ...createUser,
  ...contractSearch,
  ...locationManagement,
  ...meterReadingReviews,
};
export default messages;
