import type { ContentSlug } from './titles.ts';

/** Plain text; paragraphs are separated by a blank line. */
export const EN_BODIES: Record<ContentSlug, string[]> = {
  about_us: [
    'Souk brings the restaurants, bakeries, groceries, pharmacies and florists of your city to your door. Order in a few taps, pay by card or in cash, and follow your courier on the map until the doorbell rings.',
    'We work with independent local businesses as well as well-known brands, and we show every vendor with its real opening hours, delivery zone and prices, so what you see is what you get.',
    'Souk runs in Riga, Kuwait City, Antananarivo, Lisbon, Kyiv and Sofia, in eleven languages. This is a demonstration marketplace: the vendors and products are made up.',
  ],
  terms_of_use: [
    'These terms apply when you use the Souk website or apps to order from vendors listed on Souk. By placing an order you accept them.',
    "Orders. Your order is a contract between you and the vendor. Souk passes the order on, takes payment on the vendor's behalf and arranges delivery. Prices include VAT where it applies. Delivery fees and any service fee are shown before you confirm.",
    'Cancellations and refunds. You can cancel an order until the vendor accepts it. If an item is missing or wrong, contact support within 24 hours and we will refund or redeliver it.',
    'Accounts. You sign in with your phone number and a one-time code. Keep your phone safe: anyone with it can sign in. You can delete your account from the profile page; deletion takes effect within 30 days and is cancelled if you sign in again.',
    'Alcohol, tobacco and medicines that need a prescription are not sold through Souk.',
  ],
  privacy_policy: [
    "We collect what we need to deliver your order: your name, phone number, delivery addresses and order history, and, while an order is on its way, your courier's position.",
    'Card payments are handled by our payment provider; we never see or store your full card number.',
    'We share your name, phone number and address with the vendor and the courier of your order, and with nobody else unless the law requires it.',
    'You can ask for a copy of your data or for its deletion at any time by writing to support@souk.example.',
  ],
  courier_info: [
    'Ride with Souk: choose your own hours, get paid weekly and keep 100% of your tips.',
    'You need a smartphone, a bicycle, scooter or car, and the right to work in the country. We provide the insulated bag and the training.',
    'Sign up in the courier app with your phone number, and a local team member will call you within two working days.',
  ],
  vendor_info: [
    'Reach thousands of new customers in your neighbourhood. Souk lists your menu or catalogue, takes orders and payments, and delivers with our own couriers, or you deliver with yours.',
    'There is no set-up fee. You pay a commission on delivered orders only, and you are paid out every week.',
    'Write to partners@souk.example with the name and address of your business and we will get you online within a week.',
  ],
  support: [
    'Our support team is available every day from 08:00 to 23:00.',
    'For a problem with an order in progress, open the order in the app and use the chat: it is the fastest way to reach us. You can also call +371 6700 0000 or write to support@souk.example.',
    'Before you write, check that your address and phone number are correct in your profile: most delivery problems start there.',
  ],
};
