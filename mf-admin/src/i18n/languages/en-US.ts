// The module's texts in one language beyond its titles: a chunk of its own (moduleMessages.ts)
import contractSearch from '../contractSearch.en-US.json';
import createUser from '../createUser.en-US.json';
import locationManagement from '../locationManagement.en-US.json';
import meterReadingReviews from '../meterReadingReviews.en-US.json';
import reportDialog from '../reportDialog.en-US.json';
import userManagement from '../userManagement.en-US.json';

const messages: Record<string, string> = {
  ...userManagement,
  ...reportDialog,
  ...createUser,
  ...contractSearch,
  ...locationManagement,
  ...meterReadingReviews,
};
export default messages;
