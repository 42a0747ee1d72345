import type { Labels } from '@wps-mobile/i18n';

/** Part of a label table: only bundled for Storybook until the real language tables land. */
export type PartialLabels = { [Section in keyof Labels]?: Partial<Labels[Section]> };

/** Arabic labels of every key the kit and its stories use (right-to-left preview). */
export const ARABIC_LABELS: PartialLabels = {
  app: {
    loading: 'جارٍ التحميل…',
    configErrorTitle: 'لم يتم إعداد هذا الموقع بشكل صحيح',
    configErrorBody: 'تعذّرت قراءة إعدادات الموقع. يُرجى المحاولة مرة أخرى لاحقًا أو التواصل مع خدمة العملاء.',
    retry: 'حاول مرة أخرى',
    backHome: 'العودة إلى الصفحة الرئيسية',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    comingSoon: 'يجري إعداد هذه الصفحة.',
    noData: 'لا توجد بيانات',
    back: 'رجوع',
    menu: 'القائمة',
  },
  nav: {
    home: 'الرئيسية',
    promotion: 'العروض',
    deposit: 'إيداع',
    inviteFriends: 'دعوة الأصدقاء',
    members: 'الأعضاء',
    mainNavigation: 'التنقل الرئيسي',
    unclaimedBadge: '{{count}} غير مستلمة',
  },
  header: { login: 'تسجيل الدخول', register: 'التسجيل', language: 'اللغة' },
  ui: { badgeOverflow: 'أكثر من {{max}}' },
};

/** Simplified Chinese labels of the same keys (non-Latin script preview). */
export const CHINESE_LABELS: PartialLabels = {
  app: {
    loading: '加载中…',
    configErrorTitle: '本站点配置有误',
    configErrorBody: '无法读取站点配置，请稍后重试或联系客服。',
    retry: '重试',
    backHome: '返回首页',
    notFoundTitle: '页面不存在',
    notFoundBody: '您访问的页面不存在或已被移动。',
    comingSoon: '该页面正在准备中。',
    noData: '暂无数据',
    back: '返回',
    menu: '菜单',
  },
  nav: {
    home: '首页',
    promotion: '优惠活动',
    deposit: '存款',
    inviteFriends: '邀请好友',
    members: '会员',
    mainNavigation: '主导航',
    unclaimedBadge: '{{count}} 项待领取',
  },
  header: { login: '登录', register: '注册', language: '语言' },
  ui: { badgeOverflow: '超过 {{max}}' },
};
