import type { AllowedDuplicate } from './duplicate-labels';

/**
 * English texts that stay under more than one key, each group with its reason; duplicate-labels.test.ts fails
 * on any other text held by two keys, and on an entry here that no longer matches its group exactly.
 *
 * A key earns its place here only when one key cannot serve every use: the other languages need different
 * words (a page title and a button, a short footer tab, a grammatical gender), or the code looks the key up
 * by a name it does not choose (`routes.${screen}`, `categories.${code}`, `help.feedbackType${type}`,
 * `promotions.category${category}`). Keys that mean the same are merged instead.
 */
export const ALLOWED_DUPLICATES: readonly AllowedDuplicate[] = [
  // Other languages need other words.
  {
    keys: ['account.mobileNumber', 'account.byMobile'],
    why: 'a field label and a short tab naming the way to sign in, register or recover (ES Número de móvil / Móvil, RU Номер телефона / Телефон)',
  },
  {
    keys: ['account.email', 'account.recoverByEmail'],
    why: 'a field label and a short tab naming the way to recover (ES Correo electrónico / Correo, JA メールアドレス / メール)',
  },
  {
    keys: ['account.byUsername', 'common.username'],
    why: 'a short tab naming the way to sign in or register and a field label (ES Usuario / Nombre de usuario, RU Логин / Имя пользователя)',
  },
  {
    keys: ['account.loginButton', 'header.login', 'routes.login'],
    why: 'the form button (FR Se connecter, RU Войти), the short header link (ES Entrar) and the page title (FR Connexion, RU Вход)',
  },
  {
    keys: ['account.registerButton', 'header.register', 'routes.register'],
    why: "the form button (FR S'inscrire, KO 가입하기), the short header link and the page title (ES Registro, FR Inscription)",
  },
  {
    keys: ['agent.registered', 'agent.regDate'],
    why: 'a count of sign-ups and the date a member signed up (CN 注册人数 / 注册日期)',
  },
  {
    keys: ['agent.contractPeriod', 'promotions.period'],
    why: "a contract's term and a promotion's dates (RU Срок / Период, CN 周期 / 活动时间)",
  },
  {
    keys: ['agent.figMembers', 'nav.members'],
    why: "a count of a team's members and the footer tab of the member's own centre (FR Membres / Mon compte)",
  },
  {
    keys: ['agent.figProfit', 'wallet.records.profit'],
    why: "a team's profit and loss and a bet's winnings (CN 盈亏 / 盈利, JA 損益 / 利益)",
  },
  {
    keys: ['categories.PROMO', 'nav.promotion', 'wallet.promotion'],
    why: 'the category (plural: ES Promociones), the short footer tab (ES Promos) and the one promotion a deposit takes part in (ES Promoción)',
  },
  {
    keys: ['categories.DOWN', 'common.download'],
    why: 'a category (noun, TA பதிவிறக்கம்) and a button (verb, TA பதிவிறக்கு); the category is also looked up by its code',
  },
  {
    keys: ['common.confirm', 'ui.filterSubmit'],
    why: "confirms an action; the filter drawer's button applies the choice (FR Confirmer / Appliquer, JA 確認 / 決定)",
  },
  {
    keys: ['common.all', 'promotions.all', 'ui.filterAll'],
    why: 'the word agrees with what it counts: everything, promotions, games and providers (FR Tout / Toutes / Tous, ES Todo / Todas / Todos)',
  },
  {
    keys: ['common.failed', 'wallet.statusFailed'],
    why: 'a failed action and the status of an order (ES Error / Fallida, RU Ошибка / Неуспешно)',
  },
  {
    keys: ['common.customerService', 'routes.service'],
    why: 'a short link and the title of the service page (CN 客服 / 客服中心, RU Поддержка / Служба поддержки)',
  },
  {
    keys: ['common.withdraw', 'routes.withdraw'],
    why: 'an action and the title of the withdrawal page (PT Sacar / Saque, RU Вывести / Вывод средств)',
  },
  {
    keys: [
      'common.deposit',
      'help.feedbackTypeDEPOSIT',
      'nav.deposit',
      'promotions.categoryDEPOSIT',
      'routes.voucherCenter',
    ],
    why: 'an action (ES Depositar), the short footer tab (TR Yatır), the feedback type and promotion category by their codes (noun: ES Depósito) and the page title (PT Depósito)',
  },
  {
    keys: ['help.feedbackTypeGAME', 'routes.gameList'],
    why: 'a feedback type, looked up by its code, and the title of the game list (ID Permainan / Game)',
  },
  {
    keys: ['help.feedbackTypeOTHER', 'promotions.categoryOTHER'],
    why: 'both looked up by code, and the word agrees with its noun (FR Autre / Autres, ES Otro / Otras)',
  },
  {
    keys: ['member.unclaimed', 'nav.unclaimedBadge'],
    why: 'a label before the number and a badge around it (ES Sin reclamar: 3 / 3 sin reclamar, CN 未领取：3 / 3 个未领取)',
  },
  {
    keys: ['member.referral', 'promotions.categoryREFERRAL'],
    why: 'the member centre entry and a promotion category, looked up by its code (TR Referans / Davet, KK Рефералдар / Шақыру)',
  },
  {
    keys: ['nav.inviteFriends', 'routes.inviteFriends'],
    why: 'the short footer tab and the page title (ES Invitar / Invitar amigos, RU Друзья / Пригласить друзей)',
  },
  {
    keys: ['ui.slideOf', 'ui.announcementPage'],
    why: 'a picture of a carousel and an item of a list count with other words (CN 第 1 张，共 3 张 / 第 1 / 3 条)',
  },

  // Looked up by a name the code does not choose: one title per screen (`routes.${screen}`) and one label
  // per category code the server sends (`categories.${code}`, `promotions.category${category}`).
  {
    keys: ['categories.RNG', 'routes.slotsCenter'],
    why: 'the category of the code RNG and the title of the slots screen (CN 电子 / 电子游戏)',
  },
  {
    keys: [
      'categories.ELOTT',
      'categories.LOTT',
      'routes.startLottery',
      'routes.launchGame',
      'routes.lottery',
    ],
    why: 'two category codes and three screens, each looked up by its own name',
  },
  {
    keys: ['categories.HOME', 'routes.home'],
    why: 'the category of the code HOME and the title of the home screen',
  },
  {
    keys: ['menu.vip', 'promotions.categoryVIP'],
    why: 'the side-menu shortcut to the VIP benefits and the promotion category of the code VIP',
  },
  {
    keys: ['routes.notice', 'routes.agentNotice'],
    why: "the titles of two screens: the player's announcements and the agent's",
  },
  {
    keys: ['routes.activityDetail', 'routes.activityInfo'],
    why: 'the titles of two screens that show a promotion',
  },
  {
    keys: ['routes.webEmail', 'routes.message'],
    why: 'the titles of two screens that show the inbox',
  },
  {
    keys: ['routes.help', 'routes.helpDetail'],
    why: 'the titles of two screens of the help centre',
  },
];
