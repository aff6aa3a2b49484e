// Arabic for features/news/i18n.ts (the dashboard's news card and the news page). Drafts until
// reviewed (reviewed.ts); words follow docs/i18n-arabic.md.
import { plural, six } from "./plural";

export const newsAr = {
  title: "آخر الأخبار",
  page: "الأخبار",
  none: "لا توجد أخبار بعد. تظهر هنا منشورات مديريك والبوابة.",
  writeFirst: "اكتب أول منشور",
  seeAll: "عرض كل الأخبار",
  ...plural(
    "unread",
    six(
      "{{count}} منشور غير مقروء",
      "منشور واحد غير مقروء",
      "منشوران غير مقروءين",
      "{{count}} منشورات غير مقروءة",
      "{{count}} منشورًا غير مقروء",
      "{{count}} منشور غير مقروء",
    ),
  ),
  unreadMark: "غير مقروء",
  audiences: {
    platform: "كل من على البوابة",
    organization: "مؤسستك",
    region: "المنطقة",
    team: "الفريق",
  },
  byline: "{{author}} · {{date}}",
  unknownAuthor: "عضو سابق",
  show: "قراءة",
  hide: "إغلاق",
  write: "كتابة منشور",
  postTitle: "العنوان",
  body: "النص",
  bodyHint:
    "Markdown: **غامق**، *مائل*، # عنوان، - قائمة، \u2066[رابط](https://…)\u2069. يُعرض HTML كنص عادي.",
  audience: "لمن هو موجّه",
  publish: "نشر",
  published: "تم النشر",
  edit: "تعديل",
  save: "حفظ",
  cancel: "إلغاء",
  delete: "حذف",
  confirmDelete: "حذف «{{title}}»؟ لا يمكن التراجع عن ذلك.",
};
