import type { Messages } from '../types.ts';

/** Checkout, payment and success screen messages in this language; `../ar.ts` checks that none is missing. */
export const checkoutAr = {
  'checkout.paymentLegend': 'كيف تود الدفع؟',
  'checkout.cash': 'نقدًا',
  'checkout.storedCard': 'البطاقة {card}',
  'checkout.defaultCard': 'افتراضية',
  'checkout.newCard': 'بطاقة جديدة',
  'checkout.methodsLoading': 'جارٍ تحميل طرق الدفع',
  'checkout.methodsFailed': 'تعذّر تحميل طرق الدفع.',
  'checkout.retry': 'حاول مرة أخرى',
  'checkout.place': 'تأكيد الطلب · {total}',
  'checkout.placing': 'جارٍ إرسال الطلب…',
  'checkout.cashMax':
    'تم بلوغ الحد الأقصى لمبلغ الطلب النقدي {n}، يرجى إزالة بعض المنتجات من السلة',
  'checkout.paymentUnavailable': 'عذرًا، طريقة الدفع المختارة غير متاحة مؤقتًا',
  'checkout.paymentFailed': 'تعذّرت معالجة الدفع. يرجى استخدام طريقة دفع أخرى أو التواصل مع الدعم.',
  'checkout.orderFailed': 'تعذّرت معالجة هذا الطلب. حاول تقديم طلب جديد باستخدام طريقة دفع أخرى.',
  'checkout.cartChanged': 'تغيّرت سلتك. يرجى مراجعتها ثم الطلب مجددًا.',
  'checkout.minOrder': 'الطلب أقل من الحد الأدنى للمبلغ.',
  'checkout.genericError': 'حدث خطأ ما. يرجى المحاولة لاحقًا',
  'checkout.successTitle': 'شكرًا لك!',
  'checkout.successText': 'تم تقديم طلبك رقم {number}.',
  'checkout.followOrder': 'تابع الطلب',
  'checkout.cardFormTitle': 'الدفع بالبطاقة',
  'checkout.cardFormLoading': 'جارٍ فتح نموذج البطاقة…',
  'checkout.payTitle': 'ادفع ثمن الطلب رقم {number}',
  'checkout.payButton': 'ادفع {total}',
  'checkout.paying': 'جارٍ الدفع…',
  'checkout.orderTotal': 'إجمالي الطلب: {total}',
  'checkout.goToPayment': 'الانتقال إلى دفع الطلب',
  'checkout.placeFrom': 'تأكيد الطلب من {vendor}',
} satisfies Partial<Messages>;
