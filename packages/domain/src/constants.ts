// Business constants and limits of spec section 9, by name. Every other package reads them from here.

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_USER_AGE = 13;

/** Password strength bar: length thresholds and the percentage shown below, at and above each. */
export const PASSWORD_STRENGTH_THRESHOLDS = [6, 10, 14] as const;
export const PASSWORD_STRENGTH_PERCENTS = [25, 50, 75, 100] as const;

export const DOMAIN_CHECK_DEBOUNCE_MS = 500;
/** The domain check runs only when the domain is longer than this many characters. */
export const DOMAIN_CHECK_MIN_LENGTH = 3;

export const INVITATION_REDIRECT_COUNTDOWN_S = 5;
export const SUGGESTION_TOAST_SPACING_MS = 2000;
/** How many hours a finance unlock lasts (spec 4.2), as the privacy policy says. */
export const FINANCE_GATE_SESSION_HOURS = 8;
/** The same, in milliseconds. */
export const FINANCE_GATE_SESSION_MS = FINANCE_GATE_SESSION_HOURS * 60 * 60 * 1000;

export const SESSION_FINGERPRINT_CHECK_MS = 2 * 60 * 1000;
export const SESSION_REVALIDATE_HIDDEN_MS = 30 * 60 * 1000;

export const SECURITY_REPORT_THROTTLE_MS = 5000;

export const SOCKET_TIMEOUT_MS = 10_000;
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

export const TYPING_INDICATOR_MS = 3000;
export const ACTIVITY_FEED_LIMIT = 20;

export const NOTIFICATION_BADGE_MAX = 99;
export const NOTIFICATION_BADGE_OVERFLOW = '99+';

export const PAGING_DEFAULT_PAGE = 1;
export const PAGING_DEFAULT_LIMIT = 10;

export const TOAST_LIMIT = 20;
export const TOAST_POSITION = { vertical: 'top', horizontal: 'right' } as const;
export const TOAST_AUTO_CLOSE_MS = 3000;

export const SIDEBAR_WIDTH_COLLAPSED = 64;
export const SIDEBAR_WIDTH_EXPANDED = 191;

export const CURRENCIES = ['USD', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', INR: '₹' };
/** Exchange rates: EXCHANGE_RATES[from][to]. Amounts are treated as USD-based. */
export const EXCHANGE_RATES: Record<Currency, Partial<Record<Currency, number>>> = {
  USD: { INR: 83.15 },
  INR: { USD: 0.012 },
};
/** Maximum fraction digits shown per currency: INR 0 decimals, USD up to 2. */
export const CURRENCY_FRACTION_DIGITS: Record<Currency, { min: number; max: number }> = {
  USD: { min: 0, max: 2 },
  INR: { min: 0, max: 0 },
};

export const STORAGE_KEYS = {
  token: 'token',
  darkMode: 'darkMode',
  userTheme: 'userTheme',
  selectedCurrency: 'selectedCurrency',
  exchangeRates: 'exchangeRates',
} as const;

export const DEFAULT_THEME = { primaryColor: '#3B82F6', fontFamily: 'Inter' } as const;

export const ASSISTANT_HISTORY_LIMIT = 10;
export const ASSISTANT_LIST_SIZES = {
  tasks: 6,
  projects: 3,
  quickActions: 4,
  teamMembers: 4,
  emptyStateSuggestions: 3,
} as const;
export const ASSISTANT_ERROR_BANNER_MS = 5000;

export const STARTUP_SPINNER_MS = 1000;
export const SUGGESTION_POPUP_CLOSE_DELAY_MS = 200;

/** Project (and every entity) id: 24 hexadecimal characters. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
/** The spec's project-id pattern, as matched inside a path after /projects/. */
export const PROJECT_ID_IN_PATH = /\/projects\/([0-9a-fA-F]{24})(?:\/|$)/;
