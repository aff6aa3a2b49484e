import { industriesAr } from "./labels";
import { counted } from "./plural";

export const pickersAr = {
  noMatches: "لا شيء يطابق ما كتبته.",
  ...counted("more", {
    one: "خيار آخر: اكتب لتضييق القائمة",
    two: "خياران آخران: اكتب لتضييق القائمة",
    few: "خيارات أخرى: اكتب لتضييق القائمة",
    many: "خيارًا آخر: اكتب لتضييق القائمة",
    other: "خيار آخر: اكتب لتضييق القائمة",
  }),
  remove: "إزالة {{name}}",
  industries: industriesAr,
};
