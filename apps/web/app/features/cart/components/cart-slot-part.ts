/** Which cart pieces a slot draws: the header's button, or the page's floating button and side bar. */
export type CartSlotPart = 'header' | 'page';
