// Arabic for features/notifications/i18n.ts (the bell and the notification centre). Drafts until
// reviewed (reviewed.ts); words follow docs/i18n-arabic.md.
import { documentTypesAr } from "./labels";
import { plural, six } from "./plural";

export const notificationsAr = {
  bell: "الإشعارات",
  // Each form says the figure the bell shows, so the button's name holds what it shows.
  ...plural(
    "bellUnread",
    six(
      "الإشعارات، {{count}} غير مقروء",
      "الإشعارات، {{count}} غير مقروء",
      "الإشعارات، {{count}} غير مقروءين",
      "الإشعارات، {{count}} غير مقروءة",
      "الإشعارات، {{count}} غير مقروء",
      "الإشعارات، {{count}} غير مقروء",
    ),
  ),
  title: "الإشعارات",
  markAllRead: "تحديد الكل كمقروء",
  none: "لا جديد. تظهر هنا العروض والأسئلة والصفقات الجديدة وغيرها.",
  close: "إغلاق الإشعارات",
  unreadMark: "غير مقروء",
  loadMore: "عرض الأقدم",
  messages: {
    offer_received: "أرسل {{funderName}} عرضًا على صفقة {{businessName}} ({{reference}})",
    offer_revised: "عدّل {{funderName}} عرضه على صفقة {{businessName}} ({{reference}})",
    offer_withdrawn: "سحب {{funderName}} عرضه على صفقة {{businessName}} ({{reference}})",
    question_asked: "طرح {{funderName}} سؤالًا عن صفقة {{businessName}} ({{reference}})",
    deal_arrived: "أرسل إليك {{brokerName}} صفقة {{businessName}} ({{reference}})",
    offer_accepted: "قبل {{brokerName}} عرضك على صفقة {{businessName}} ({{reference}})",
    document_expiring: "تنتهي صلاحية {{type}} لصفقة {{businessName}} ({{reference}}) في {{date}}",
    new_fit: "أصبح {{listingName}} من {{funderName}} مناسبًا لصفقة {{businessName}} ({{reference}})",
    invite_accepted: "قبل {{name}} دعوتك",
    lead_arrived: "طلب سريع جديد من {{name}}",
    funder_message: "كتب {{funderName}} بشأن {{businessName}} ({{reference}})",
    broker_message: "كتب {{brokerName}} بشأن {{businessName}} ({{reference}})",
    item_assigned: "أسند إليك {{name}} صفقة {{businessName}} ({{reference}}) من {{brokerName}}",
    ...plural(
      "news",
      six(
        "{{count}} منشور إخباري غير مقروء",
        "منشور إخباري واحد غير مقروء",
        "منشوران إخباريان غير مقروءين",
        "{{count}} منشورات إخبارية غير مقروءة",
        "{{count}} منشورًا إخباريًا غير مقروء",
        "{{count}} منشور إخباري غير مقروء",
      ),
    ),
  },
  // Stored before they named the business (no businessName): the reference alone.
  earlier: {
    offer_received: "أرسل {{funderName}} عرضًا على الصفقة {{reference}}",
    offer_revised: "عدّل {{funderName}} عرضه على الصفقة {{reference}}",
    offer_withdrawn: "سحب {{funderName}} عرضه على الصفقة {{reference}}",
    question_asked: "طرح {{funderName}} سؤالًا عن الصفقة {{reference}}",
    deal_arrived: "أرسل إليك {{brokerName}} الصفقة {{reference}}",
    offer_accepted: "قبل {{brokerName}} عرضك على الصفقة {{reference}}",
    document_expiring: "تنتهي صلاحية {{type}} للصفقة {{reference}} في {{date}}",
    new_fit: "أصبح {{listingName}} مناسبًا للصفقة {{reference}}",
  },
  someone: "أحد الزملاء",
  documentTypes: documentTypesAr,
};
