/** Spec 2 §9 "Business constants and limits", the ones preorder times are built from. */

/** "Minimum lead time for a delivery time: 1 hour." */
export const MIN_LEAD_MINUTES = 60;

/** "Slot step: 30 minutes." */
export const SLOT_STEP_MINUTES = 30;

/** "Last slot when the day passes midnight: 23:30." */
export const LAST_SLOT_MINUTE = 23 * 60 + 30;

/** Spec 2 §4: the second hour mode is "shifted by one hour". */
export const SHIFTED_MODE_MINUTES = 60;

/** "Add-to-cart after the preorder modal: 1 s." */
export const ADD_TO_CART_AFTER_PREORDER_MS = 1000;

export const MINUTES_PER_DAY = 24 * 60;
