/** Subscription texts (toasts, cancelling and failures), word for word, plus the API's own answers. */
export const subscriptionMessages = {
  activated: 'Your subscription has been activated successfully!',
  cancelled: 'Your subscription has been cancelled successfully.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  processFailed: 'Failed to process subscription. Please try again.',
  cancelConfirmTitle: 'Cancel your subscription?',
  cancelConfirmBody:
    'Are you sure you want to cancel this subscription? This action cannot be undone. Your remaining credits stay in your account.',
  keepIt: 'No, Keep It',
  confirmCancel: 'Yes, Cancel Subscription',
  notFound: 'Subscription not found',
  alreadyCancelled: 'This subscription is already cancelled.',
  onlyActiveCancellable: 'Only an active subscription can be cancelled.',
  alreadyOnPlan: 'You already have an active subscription to this plan.',
  planUnavailable: 'This plan is no longer available.',
  freePlanOnly: 'Only an administrator can start a paid plan without a payment. Please use Make Payment.',
  statusLabels: { ACTIVE: 'Active', CANCELLED: 'Cancelled', PAST_DUE: 'Past due' },
} as const;
