/** The end of every rate-limit message: how long to wait, in the whole seconds Retry-After gives. */
export const pleaseWait = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/** The storage quota (trial documents and recordings together), with what is used and what is asked. */
export const storageQuotaReached = (usedMb: string, uploadMb: string, quotaMb: number) =>
  `Your storage is full: your files take ${usedMb} MB of your ${quotaMb} MB, and this upload needs ${uploadMb} MB more. Upload fewer or smaller files, or delete some.`;

/**
 * Every user-facing text the spec quotes, word for word, in one place so the server and the web say the same
 * thing. Texts with a placeholder are functions.
 */
export const messages = {
  guard: {
    loginRequired: 'Please login to continue.',
    adminOnly: 'Access denied. Only administrators can access this area.',
    adminUseDashboard: 'Access denied. Please use the admin dashboard.',
    sessionExpired: 'Session expired. Please login again.',
  },
  auth: {
    fillAllFields: 'Please fill in all fields',
    loginFailed: 'Invalid credentials. Please try again.',
    loginSuccess: 'You have been logged in successfully',
    signupFailed: 'An error occurred during registration',
    signupSuccess: 'Account created successfully. Please check your email for verification instructions.',
    passwordsDoNotMatch: 'Passwords do not match',
    signupPasswordRule: 'Password must be at least 8 characters with 1 number and 1 special character',
    passwordMin: 'Password must be at least 8 characters',
    passwordTooLong: 'Password must be at most 1024 characters',
    passwordTooCommon: 'This password is too common. Please choose a less common password.',
    mustAgreeTerms: 'You must agree to the Terms of Service and Privacy Policy',
    enterEmail: 'Please enter your email address',
    forgotFailed: 'An error occurred. Please try again.',
    forgotSuccess: 'Password reset instructions have been sent to your email',
    forgotAnswer: 'If an account exists for that address, a reset link is on its way.',
    resetFailed: 'Invalid or expired token',
    resetSuccess: 'Your password has been reset successfully',
    invalidCredentials: 'Invalid credentials. Please try again.',
    /** Shown only to someone who gave the right password of a deactivated account (403). */
    accountInactive: 'Your account has been deactivated. Please contact support.',
    emailTaken: 'An account with this email already exists',
    usernameTaken: 'This username is already taken',
    notSignedIn: 'Please login to continue.',
    tokenInvalid: 'Session expired. Please login again.',
    refreshInvalid: 'Session expired. Please login again.',
    loggedOut: 'You have been logged out',
    currentPasswordWrong: 'Current password is incorrect',
    tooManyAttempts: (seconds: number) => `Too many attempts. ${pleaseWait(seconds)}`,
    /** The account's own lockout: a password reset lifts it, so the owner is told the way out. */
    accountLocked: (seconds: number) =>
      `Too many failed sign-ins for this account. Reset your password to sign in now, or wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  },
  profile: {
    nameMin: 'Name must be at least 2 characters',
    usernameMin: 'Username must be at least 2 characters',
    usernameChars: 'Username may only contain letters, numbers, dots, hyphens and underscores',
    invalidEmail: 'Invalid email address',
    emailCannotChange: 'Email cannot be changed',
    currentRequired: 'Current password is required',
    passwordsDontMatch: "Passwords don't match",
    updateSuccess: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile',
    passwordSuccess: 'Password updated successfully!',
    passwordFailed: 'Failed to update password',
    savingChanges: 'Saving Changes...',
    updatingPassword: 'Updating Password...',
    imageOnly: 'Please choose an image file (PNG, JPEG, WebP or GIF)',
    imageTooLarge: 'The image must be 2 MB or smaller',
  },
  notFound: {
    title: 'Page Not Found',
    body: "Oops! The page you're looking for doesn't exist or has been moved.",
  },
  /** The page shown when a page fails to load or to render (not in the spec: never a raw error or stack). */
  appError: {
    loadTitle: 'This page could not be loaded',
    loadBody:
      'Check your connection and reload the page. If Amicus was updated a moment ago, reloading fetches the new version.',
    title: 'Something went wrong',
    body: 'This page ran into a problem. Reload to try again; nothing you saved is lost.',
  },
  http: {
    badRequest: 'The request is not valid',
    notFound: 'Not found',
    forbidden: 'You do not have permission to do this',
    tooLarge: 'The request is too large',
    internal: 'Something went wrong on our side. Please try again.',
    upstream: 'An outside service failed. Please try again.',
    unavailable: 'Amicus cannot reach its database right now. Please try again in a few seconds.',
  },
} as const;
