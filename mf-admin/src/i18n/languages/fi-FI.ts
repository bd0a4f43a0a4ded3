// The module's texts in one language beyond its titles: a chunk of its own (moduleMessages.ts)
import contractSearch from '../contractSearch.fi-FI.json';
import createUser from '../createUser.fi-FI.json';
import locationManagement from '../locationManagement.fi-FI.json';
import meterReadingReviews from '../meterReadingReviews.fi-FI.json';
import reportDialog from '../reportDialog.fi-FI.json';
import userManagement from '../userManagement.fi-FI.json';

const messages: Record<string, string> = {
  ...userManagement,
  ...reportDialog,
  ...createUser,
  ...contractSearch,
  ...locationManagement,
  ...meterReadingReviews,
};
export default messages;
