// Arabic for features/user/i18n.ts and features/identity/account-security-i18n.ts (onboarding's
// strings are in ui.ts). Drafts until reviewed (reviewed.ts).
export const companyAr = {
  legalName: "الاسم القانوني",
  description: "الوصف",
  website: "الموقع الإلكتروني",
  addressLine1: "سطر العنوان 1",
  addressLine2: "سطر العنوان 2",
  city: "المدينة",
  managersOnly: "لا يمكن تغيير ملف الشركة إلا لمالك المؤسسة ومسؤوليها.",
  regions: {
    state: "الولاية",
    county: "المقاطعة",
    province: "الإقليم",
    emirate: "الإمارة",
    region: "المنطقة",
  },
  postal: {
    zipCode: "الرمز البريدي (ZIP)",
    postcode: "الرمز البريدي",
    postalCode: "الرمز البريدي",
    eircode: "رمز Eircode",
    poBox: "صندوق البريد",
  },
};

export const imagesAr = {
  uploading: "جارٍ الرفع…",
  avatar: {
    title: "الصورة",
    hint: "JPEG أو PNG أو WebP. تُقصّ إلى مربع وتُزال منها بيانات الموقع.",
    upload: "رفع صورة",
    change: "تغيير الصورة",
    remove: "إزالة الصورة",
    saved: "تم حفظ الصورة",
    removed: "تمت إزالة الصورة",
  },
  logo: {
    title: "شعار الشركة",
    hint: "JPEG أو PNG أو WebP. يراه كل أعضاء مؤسستك.",
    upload: "رفع الشعار",
    change: "تغيير الشعار",
    remove: "إزالة الشعار",
    saved: "تم حفظ الشعار",
    removed: "تمت إزالة الشعار",
  },
};

export const accountSecurityAr = {
  passwordReset: {
    forgotIntro: "أدخل عنوان البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
    sendResetLink: "إرسال رابط إعادة التعيين",
    resetSent:
      "إذا كان هناك حساب بهذا العنوان، فرابط إعادة التعيين في طريقه إليك. يعمل مرة واحدة وتنتهي صلاحيته خلال ساعة.",
    newPassword: "كلمة المرور الجديدة",
    savePassword: "حفظ كلمة المرور الجديدة",
    resetDone: "تم تغيير كلمة المرور وتسجيل الخروج من جميع الجلسات الأخرى.",
    askAgain: "طلب رابط جديد",
    currentPassword: "كلمة المرور الحالية",
    changePassword: "تغيير كلمة المرور",
    changed: "تم تغيير كلمة المرور. تم تسجيل الخروج من جلساتك الأخرى.",
  },
  passwordMeter: {
    strength: "قوة كلمة المرور: {{word}}.",
    tooWeak: "اختر كلمة مرور أقوى.",
    scores: { 0: "ضعيفة جدًا", 1: "ضعيفة", 2: "مقبولة", 3: "قوية", 4: "قوية جدًا" },
  },
  twoFactor: {
    title: "المصادقة الثنائية",
    isOn: "المصادقة الثنائية مفعّلة: يطلب تسجيل الدخول رمزًا من تطبيق المصادقة.",
    isOff: "المصادقة الثنائية غير مفعّلة. فعّلها ليُطلب رمز من تطبيق المصادقة عند كل تسجيل دخول.",
    turnOn: "تفعيل المصادقة الثنائية",
    turnOff: "إيقاف المصادقة الثنائية",
    scan: "امسح رمز QR هذا بتطبيق المصادقة، ثم أدخل الرمز الذي يظهر.",
    qrAlt: "رمز QR لتطبيق المصادقة",
    setupKey: "تعذّر المسح؟ أدخل مفتاح الإعداد هذا:",
    backupCodesIntro:
      "احتفظ برموز الاسترداد هذه في مكان آمن. يعمل كل منها مرة واحدة إذا فقدت جهازك.",
    backupCodes: "رموز الاسترداد",
    codeFromApp: "الرمز من تطبيقك",
    codeOrBackup: "الرمز من تطبيقك أو رمز استرداد",
    backupCode: "رمز الاسترداد",
    confirm: "التأكيد والتفعيل",
    turnedOn: "تم تفعيل المصادقة الثنائية",
    turnedOff: "تم إيقاف المصادقة الثنائية",
    enterCode: "أدخل الرمز من تطبيق المصادقة.",
    enterBackupCode: "أدخل أحد رموز الاسترداد. يعمل كل منها مرة واحدة.",
    verify: "تحقّق",
    useBackupCode: "فقدت جهازك؟ استخدم رمز استرداد",
    useApp: "استخدم الرمز من تطبيقك",
  },
  changeEmail: {
    title: "البريد الإلكتروني",
    current: "تسجّل الدخول باستخدام {{email}}.",
    newEmail: "البريد الإلكتروني الجديد",
    confirmEmail: "تأكيد البريد الإلكتروني الجديد",
    submit: "تغيير البريد الإلكتروني",
    confirming: "جارٍ تأكيد بريدك الإلكتروني الجديد…",
    continue: "متابعة",
  },
  deleteAccount: {
    title: "حذف الحساب",
    warning:
      "يحذف هذا ملفك الشخصي وبيانات دخولك، وإذا كنت العضو الوحيد فيها، مؤسستك بكل ما فيها. لا يمكن التراجع عن ذلك.",
    start: "حذف حسابي",
    confirmLabel: "اكتب {{email}} للتأكيد",
    confirm: "حذف نهائي",
    cancel: "إلغاء",
    deleted: "تم حذف حسابك",
  },
};
