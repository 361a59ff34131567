export {
  type BrowserNotificationPermission,
  NotificationPreferencesForm,
  type NotificationPreferencesFormProps,
} from './NotificationPreferencesForm';
