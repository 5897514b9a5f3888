/** Business constants and limits, shared by server and web. */

export const PASSWORD_MIN_LENGTH = 8;
/** Passphrases are welcome: at least 128 characters must be accepted, never truncated. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** The special characters the sign-up password rule accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const CHAT_LIST_DEFAULT_PAGE = 1;
export const CHAT_LIST_DEFAULT_LIMIT = 10;
export const MAX_PAGE_SIZE = 100;

export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const SIDEBAR_EXPANDED_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 70;

export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_CHAT_DURATION_MS = 3000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'] as const;

export const DASHBOARD_RECENT_USERS = 5;
export const DASHBOARD_RECENT_TRIALS = 5;
export const DASHBOARD_TRIAL_WINDOW_DAYS = 30;
export const ADMIN_CLIENT_PAGE_SIZE = 10;
export const ADMIN_CHAT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const ADMIN_CHAT_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_TRIAL_SUMMARY_PREVIEW = 200;
export const PAGINATION_SIBLING_COUNT = 1;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const TRIAL_MAX_FILES_PER_SIDE = 10;
export const TRIAL_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const CURRENCY = 'USD';
export const PLAN_INTERVALS = ['month', 'year'] as const;

export const CARD_MONTH_MAX_LENGTH = 2;
export const CARD_YEAR_MAX_LENGTH = 2;
export const CARD_CVC_MAX_LENGTH = 3;

/** The print flow's two waits, 500 ms each: for the copy's layout, then before printing. */
export const PDF_PRINT_DELAY_MS = 500;
export const PDF_CLEANUP_DELAY_MS = 1000;
export const TRIAL_TEXT_FILE_NAME = 'trial-analysis.txt';

/** Markdown links keep only these protocols, or relative URLs. */
export const SAFE_LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

export const PRODUCT_NAME = 'Amicus';
export const CONTACT_EMAIL = 'hello@amicus.example.org';

/** OpenAI's own upload limit for speech-to-text: a recording the hosted engines can always take whole. */
export const RECORDING_MAX_BYTES = 25 * 1024 * 1024;
/** Fifteen minutes: a long account of a problem, and a transcription that finishes in minutes offline. */
export const RECORDING_MAX_DURATION_MS = 15 * 60 * 1000;
export const RECORDING_TITLE_MAX_LENGTH = 200;
