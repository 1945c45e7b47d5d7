/**
 * The keys of the catalogue's fixed texts (docs/product.md, "Messages"), said with
 * `t(MESSAGES.loginToContinue)`; the English resource holds the spec's words. Per-section texts
 * are in sections.ts.
 */
import type { ParseKeys } from 'i18next';

export const MESSAGES = {
  loginToContinue: 'catalog.messages.loginToContinue',
  /** Opening a library from a details page without a session. */
  loginToViewTests: 'catalog.messages.loginToViewTests',
  /** Opening the library of a subscription one does not hold, without a session (list cards). */
  loginOrSignUpToViewTests: 'catalog.messages.loginOrSignUpToViewTests',

  /** A purchase, details or library action whose subscription is unknown (no usable id). */
  missingSubscription: 'catalog.messages.missingSubscription',

  paymentUrlMissing: 'catalog.messages.paymentUrlMissing',
  paymentStartFailed: 'catalog.messages.paymentStartFailed',
  // Additions of ours: the texts for the return from the payment page.
  paymentSucceeded: 'catalog.messages.paymentSucceeded',
  paymentCancelled: 'catalog.messages.paymentCancelled',
  paymentFailed: 'catalog.messages.paymentFailed',
  // An addition of ours: free courses (docs/product.md, "Free courses").
  enrolled: 'catalog.messages.enrolled',
  // An addition of ours: the home page's 'Take a free test' on its way to the start page.
  openingFreeTest: 'catalog.messages.openingFreeTest',
  freeTestFailed: 'catalog.messages.freeTestFailed',

  detailsLoadFailed: 'catalog.messages.detailsLoadFailed',
  optionalsLoadFailed: 'catalog.messages.optionalsLoadFailed',
  mySubscriptionsLoadFailed: 'catalog.messages.mySubscriptionsLoadFailed',
  noActiveSubscriptions: 'catalog.messages.noActiveSubscriptions',
  noSubscriptionsInCategory: 'catalog.messages.noSubscriptionsInCategory',
  // Additions of ours: a subscription's libraries (docs/product.md, "Bundles") and its end ("Validity").
  nothingToOpen: 'catalog.messages.nothingToOpen',
  expired: 'catalog.messages.expired',
  renew: 'catalog.messages.renew',
} as const satisfies Record<string, ParseKeys>;

/** What asks a visitor to log in before a library opens. */
export type LoginToOpenMessage = typeof MESSAGES.loginToViewTests | typeof MESSAGES.loginOrSignUpToViewTests;
