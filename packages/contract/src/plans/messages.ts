/** The plan page's texts, word for word, plus the plan API's answers. */
export const planMessages = {
  chooseTitle: 'Choose Your Plan',
  chooseSubtitle:
    'Credits pay for messages with the legal assistant. A plan renews automatically when a card is saved for it; a card entered once is charged once.',
  activeTitle: 'Your Active Subscription',
  otherPlansTitle: 'Available Plans',
  currentPlan: 'Current Plan',
  switchPlan: 'Switch to this Plan',
  getStarted: 'Get Started',
  cancelSubscription: 'Cancel Subscription',
  mostPopular: 'Most Popular',
  loadFailed: 'Failed to load subscription data. Please try again later.',
  noPlans: 'No plans are available right now. Please check back later.',
  created: 'Plan created successfully',
  updated: 'Plan updated successfully',
  deleted: 'Plan deleted successfully',
  deactivated: 'This plan has subscribers, so it was deactivated instead of deleted.',
  notFound: 'Plan not found',
  nameRequired: 'Name is required',
  priceRequired: 'Price is required and must be a number',
  creditAmountRequired: 'Credit amount is required and must be a number',
} as const;
