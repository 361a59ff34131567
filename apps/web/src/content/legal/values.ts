import {
  EXCHANGE_RATES,
  FINANCE_GATE_SESSION_HOURS,
  MIN_USER_AGE,
  STORAGE_KEYS,
  type TemplateValues,
} from '@app/domain';
import { APP_NAME, CONTACT } from '../../app/config';
import { paths } from '../../app/paths';

/**
 * What the legal texts (privacy.md, terms.md) name between double braces: the figures, keys and addresses come
 * from the constants the product enforces, so a text never states one the code does not keep.
 */
export const LEGAL_VALUES: TemplateValues = {
  appName: APP_NAME,
  minUserAge: MIN_USER_AGE,
  financeGateHours: FINANCE_GATE_SESSION_HOURS,
  usdToInr: EXCHANGE_RATES.USD.INR,
  ...Object.fromEntries(Object.entries(STORAGE_KEYS).map(([name, key]) => [`storageKeys.${name}`, key])),
  ...Object.fromEntries(Object.entries(CONTACT).map(([name, address]) => [`contact.${name}`, address])),
  'paths.privacy': paths.privacy.href(),
  'paths.terms': paths.terms.href(),
};
