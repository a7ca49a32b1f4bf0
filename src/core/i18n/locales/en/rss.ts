import type { Widen } from '../../messages';
import type zhRss from '../zh/rss';

/** English strings of RSS subscriptions; the keys are those of zh/rss.ts. */
const enRss: Widen<typeof zhRss> = {
  heading: 'RSS subscriptions',
  loginRequired: 'Log in to subscribe to and read RSS feeds.',
  login: 'Log in',
  subscriptions: 'My subscriptions',
  noSubscriptions: 'No subscriptions yet. Add the address of an RSS or Atom feed.',
  add: 'Add subscription',
  addHeading: 'Add a subscription',
  editHeading: 'Edit subscription',
  name: 'Name',
  url: 'Feed address',
  urlHint: 'An RSS or Atom address starting with http:// or https://',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  editLabel: 'Edit “{{name}}”',
  remove: 'Remove',
  removeLabel: 'Remove “{{name}}”',
  removeConfirm: 'Remove the subscription “{{name}}”?',
  read: 'Read',
  readLabel: 'Read “{{name}}”',
  refresh: 'Refresh',
  added: 'Subscribed to “{{name}}”',
  saved: 'Saved “{{name}}”',
  removed: 'Removed “{{name}}”',
  nameRequired: 'Please enter a name',
  urlRequired: 'Please enter the feed address',
  urlInvalid: 'Please enter a valid address starting with http:// or https://',
  items: 'Items of “{{name}}”',
  noItems: 'This feed has no items at the moment.',
  fetchedAt: 'Updated {{time}}',
  published: 'Published {{time}}',
  opensInNewTab: '(opens in a new tab)',
  chooseFeed: 'Choose a subscription to read its items.',
  refreshError: 'Refresh failed',
  getContentError:
    'Failed to get content, please check network connection or RSS feed availability',
  addError: 'Failed to add',
  loadError: 'Failed to load subscriptions',
  saveError: 'Failed to save',
  deleteError: 'Failed to remove',
};

export default enRss;
