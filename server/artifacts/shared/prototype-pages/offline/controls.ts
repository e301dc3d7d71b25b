/**
 * What a section is for when its name is a setting or a step, not a kind of thing to list: a
 * setting ("Language", "隐私", "Playback") is a group of controls — switches, pickers, a value
 * to edit; a step or an action ("Sign-in", "手机号登录", "Goal setting", "Connect your bank")
 * is a form to fill in or a button, never rows of "<word> #<number>". Knowledge of how
 * settings screens and sign-in forms are built, in both languages, not of any product domain.
 */
import type { Field, Lang, PageKind } from "./screen";
import { fieldTypeOf } from "./vocabulary";

export type Control =
  | { type: "toggle"; label: string; desc?: string; on: boolean }
  | { type: "select"; label: string; options: string[] }
  | { type: "value"; label: string; value: string; action: string }
  | { type: "button"; label: string; toast: string; danger?: boolean };

// Settings whatever the page: nobody lists languages, themes or privacy as records.
const ALWAYS =
  /^(?:(?:app|display|interface|content|audio|subtitle|caption)\s+)?(?:languages?|locale|themes?|appearance|dark mode|night mode|display|privacy|security|playback|audio|sound(?:s| effects)?|units?|currency|time ?zone|accessibility|sync(?:ing)?|backups?|data (?:and|&) storage|storage|permissions|passwords?|two-factor|2fa|font size|text size|autoplay|parental controls?)(?:\s+(?:settings|preferences))?$|\b(?:settings|preferences)$|^(?:界面|应用|字幕|多)?(?:语言|主题|外观|深色模式|夜间模式|暗黑模式|隐私|安全|播放|声音|音效|单位|货币|币种|时区|同步|备份|存储|权限|密码|字体|字号|显示|无障碍|青少年模式|自动播放)(?:设置|偏好|选项)?$|(?:设置|偏好)$/i;

// Settings on a settings or profile page; elsewhere they may be a feed ("Notifications" on a home page).
const ON_SETTINGS_PAGE =
  /^(?:(?:push|email|sms|app)\s+)?notifications?$|reminders?|reminder time|^account(?: details| info)?$|^profile$|^my account$|goals?$|^subscription$|^billing$|^connected (?:accounts|apps)$|通知|提醒|^账户|^账号|个人资料|目标$|^订阅$|^绑定/i;

/** Is a section named like a setting (controls, not a list)? */
export function isSetting(name: string, page: PageKind): boolean {
  const n = name.trim();
  if (ALWAYS.test(n)) return true;
  return (page === "settings" || page === "profile") && ON_SETTINGS_PAGE.test(n);
}

/** Leaving: a button, not a list ("Sign out" is not rows of "Out #2678"). */
export const SIGN_OUT =
  /^(?:sign[- ]?out|log[- ]?out|log off|delete (?:my )?account|退出登录|退出账号|退出|注销(?:账号)?)$/i;

/** Signing in or up as a section of a page: a form with the sign-in fields. */
export const SIGN_IN =
  /^(?:(?:email|phone|password|sso|social|google|apple)\s+)?(?:sign[- ]?in|log[- ]?in|login|sign[- ]?up|register|registration)(?:\s+(?:form|with \w+))?$|^(?:手机号?|手机验证码|验证码|短信|密码|微信|账号)?(?:一键)?(?:登录|登陆|注册)(?:表单)?$/i;

/** What sits beside a sign-in form's fields: a box to tick or a link, not a field to type in. */
export const FORM_EXTRA =
  /^(?:remember me|keep me (?:signed|logged) in|stay signed in|forgot(?:ten)? (?:your )?password\??|reset password|(?:accept |agree to )?(?:the )?(?:terms(?: of (?:service|use))?|user agreement|privacy policy)(?: checkbox)?|记住我|记住密码|自动登录|忘记密码|找回密码|(?:同意)?(?:用户协议|服务条款|隐私政策|隐私协议)(?:勾选)?)$/i;

/** A step led by its verb ("connect your bank", "verify your email", "绑定银行卡"), or a "<thing> setting" step ("goal setting"). */
const STEP_EN =
  /^(?:connect|link|verify|confirm|set(?: up)?|choose|pick|select|add|upload|enter|create|invite|import|allow|enable|personali[sz]e)\s+(?:(?:your|a|an|the|my)\s+)?(.{2,40})$|^(.{2,30}?)\s+(?:setting|setup|selection)$/i;
const STEP_ZH =
  /^(?:绑定|关联|验证|设置|设定|选择|添加|上传|填写|创建|邀请|导入|开启)(.{1,10})$|^(.{1,8}?)(?:设置|设定|选择)$/;

/** The step a section names and the thing it asks for ("connect your bank" → "bank"), or null. */
export function stepOf(name: string, lang: Lang): { verb: string; object: string } | null {
  const n = name.trim();
  if (ALWAYS.test(n) && !/^(?:.{1,8}?)(?:设置|设定)$|setting$/i.test(n)) return null;
  if (lang === "zh" || /[\u4e00-\u9fff]/.test(n)) {
    const m = STEP_ZH.exec(n);
    if (!m) return null;
    const object = (m[1] ?? m[2]).trim();
    return { verb: m[1] ? n.slice(0, 2) : "设置", object };
  }
  const m = STEP_EN.exec(n);
  if (!m) return null;
  const object = (m[1] ?? m[2]).trim();
  const verb = m[1] ? n.split(/\s+/)[0] : "set";
  return { verb: verb.toLowerCase(), object };
}

const upper = (s: string) => (/^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** The fields of a step ("connect your bank" → Bank, "goal setting" → Goal, "上传头像" → 头像). */
export function stepFields(step: { verb: string; object: string }, lang: Lang): Field[] {
  const zh = lang === "zh";
  const o = step.object;
  if (/goal|目标/i.test(o))
    return [
      {
        label: zh ? "每日目标" : "Daily goal",
        type: "select",
        required: true,
        options: zh
          ? ["每天 10 分钟", "每天 20 分钟", "每天 30 分钟"]
          : ["10 min a day", "20 min a day", "30 min a day"],
      },
    ];
  if (/bank|card|account|银行|卡|账户|支付/i.test(o))
    return [
      {
        label: zh ? (/卡/.test(o) ? o : "开户银行") : upper(o),
        type: "select",
        required: true,
        options: zh ? ["招商银行", "工商银行", "建设银行"] : ["Chase", "Bank of America", "Wells Fargo"],
      },
    ];
  const type = fieldTypeOf(o);
  const pick = /^(?:choose|pick|select|set|选择|设置|设定)$/i.test(step.verb);
  return [{ label: upper(o), type: pick && type === "text" ? "select" : type, required: true }];
}

/** The label of a step's button ("connect your bank" → "Connect your bank", "goal setting" → "Set goal"). */
export function stepAction(name: string, step: { verb: string; object: string }, lang: Lang): string {
  if (lang === "zh" || /[\u4e00-\u9fff]/.test(name))
    return name.startsWith(step.verb) ? name : `${step.verb}${step.object}`;
  return /\s(?:setting|setup|selection)$/i.test(name) ? `Set ${step.object.toLowerCase()}` : upper(name);
}

/** Sign-in fields in the page's language, with any the user named that are not already there. */
export function signInFields(named: Field[], lang: Lang, name = ""): Field[] {
  const zh = lang === "zh";
  const phone = zh ? !/密码|邮箱/.test(name) : /phone|sms|mobile/i.test(name);
  const base: Field[] = phone
    ? zh
      ? [
          { label: "手机号", type: "tel", required: true },
          { label: "验证码", type: "text", required: true, placeholder: "6 位数字" },
        ]
      : [
          { label: "Phone number", type: "tel", required: true },
          { label: "Verification code", type: "text", required: true, placeholder: "6 digits" },
        ]
    : zh
      ? [
          { label: "邮箱或手机号", type: "text", required: true },
          { label: "密码", type: "password", required: true },
        ]
      : [
          { label: "Email", type: "email", required: true },
          { label: "Password", type: "password", required: true },
        ];
  const same = (a: string, b: string) =>
    a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());
  return [
    ...base,
    ...named.filter(
      (f) => !base.some((b) => same(b.label, f.label) || (b.type === f.type && f.type !== "text")),
    ),
  ];
}

const T = (en: string, zh: string, lang: Lang) => (lang === "zh" ? zh : en);

/** The controls of a setting named `name` ("Language" → a language picker; "隐私" → privacy switches). */
export function controlsFor(name: string, lang: Lang, product: string): Control[] {
  const n = name.toLowerCase();
  const t = (en: string, zh: string) => T(en, zh, lang);
  const toggle = (en: string, zh: string, on: boolean, descEn?: string, descZh?: string): Control => ({
    type: "toggle",
    label: t(en, zh),
    on,
    ...(descEn ? { desc: t(descEn, descZh ?? descEn) } : {}),
  });
  const select = (en: string, zh: string, optionsEn: string[], optionsZh: string[]): Control => ({
    type: "select",
    label: t(en, zh),
    options: lang === "zh" ? optionsZh : optionsEn,
  });
  if (SIGN_OUT.test(name.trim()))
    return [
      {
        type: "button",
        label: upper(name.trim()),
        toast: /delete|注销/i.test(name)
          ? t("Account deletion requested", "已提交注销申请")
          : t("Signed out", "已退出登录"),
        danger: true,
      },
    ];
  if (/language|locale|语言/i.test(n))
    return [
      select(
        "App language",
        "界面语言",
        ["English", "Español", "Français", "简体中文"],
        ["简体中文", "繁體中文", "English", "日本語"],
      ),
      ...(/learn|course|学习|课程/i.test(product)
        ? [
            {
              type: "select" as const,
              label: t("Learning language", "学习语言"),
              options:
                lang === "zh"
                  ? ["英语", "日语", "韩语", "法语"]
                  : ["Spanish", "French", "Japanese", "German"],
            },
          ]
        : []),
      toggle("Translate content automatically", "自动翻译内容", false),
    ];
  // Things done once, not switched: clearing the cache, checking for updates, the version.
  if (/clear (?:the )?cache|清除缓存|清理缓存/i.test(n))
    return [{ type: "value", label: t("Cache", "缓存"), value: "236 MB", action: t("Clear", "清除") }];
  if (
    /^(?:check for |app |software )?updates?$|^about(?: the app| this app)?$|^version$|检查更新|^版本|^关于/i.test(
      n,
    )
  )
    return [
      {
        type: "value",
        label: t("Version", "当前版本"),
        value: "3.2.1",
        action: t("Check for updates", "检查更新"),
      },
      toggle("Update automatically on Wi-Fi", "Wi-Fi 下自动更新", true),
    ];
  // Accessibility: how big and how clear things are, motion, and being read aloud.
  if (/accessib|\ba11y\b|无障碍|辅助功能|长辈模式|关怀模式/i.test(n))
    return [
      select(
        "Text size",
        "字号",
        ["Default", "Large", "Extra large", "Largest"],
        ["标准", "大", "特大", "超大"],
      ),
      toggle("Bold text", "粗体文字", false),
      toggle(
        "High contrast",
        "高对比度",
        false,
        "Stronger colours for text and buttons",
        "文字和按钮颜色更醒目",
      ),
      toggle("Reduce motion", "减少动态效果", false),
      toggle(
        "Screen reader hints",
        "读屏提示",
        true,
        "Describe buttons and images aloud",
        "为按钮和图片朗读说明",
      ),
      toggle("Captions for audio and video", "音视频字幕", true),
    ];
  // Reading: how a page of text looks and turns.
  if (/^(?:reading|reader)\b|阅读/i.test(n))
    return [
      select("Font size", "字号", ["Small", "Default", "Large", "Extra large"], ["小", "标准", "大", "特大"]),
      select("Line spacing", "行距", ["Compact", "Default", "Relaxed"], ["紧凑", "标准", "宽松"]),
      select("Page turn", "翻页方式", ["Page curl", "Slide", "Scroll"], ["仿真翻页", "左右滑动", "上下滚动"]),
      toggle("Keep the screen on while reading", "阅读时屏幕常亮", true),
    ];
  // Children, family and teen modes: what they may see and for how long.
  if (/parental|family|\bkids?\b|child|teen|家长|家庭|儿童|青少年|未成年/i.test(n))
    return [
      toggle(
        "Content filter",
        "内容过滤",
        true,
        "Hide content not suitable for children",
        "隐藏不适合未成年人的内容",
      ),
      select(
        "Daily time limit",
        "每日使用时长",
        ["No limit", "30 minutes", "1 hour", "2 hours"],
        ["不限", "30 分钟", "1 小时", "2 小时"],
      ),
      { type: "value", label: t("Parent PIN", "家长密码"), value: "••••", action: t("Change", "修改") },
    ];
  // Location: when the app may know where you are.
  if (/location|gps|位置|定位/i.test(n))
    return [
      select(
        "Location access",
        "位置权限",
        ["While using the app", "Always", "Never"],
        ["使用时允许", "始终允许", "不允许"],
      ),
      toggle("Precise location", "精确位置", true),
      toggle("Show nearby first", "优先显示附近", true),
    ];
  // Delivery and shipping: where and when things arrive.
  if (/shipping|delivery|address|收货|配送|地址|快递/i.test(n))
    return [
      {
        type: "value",
        label: t("Default address", "默认收货地址"),
        value: t("14 Oak Road, Flat 3B", "浦东新区世纪大道 100 号"),
        action: t("Edit", "修改"),
      },
      select(
        "Delivery time",
        "送货时间",
        ["Any time", "Weekdays only", "Weekends only"],
        ["不限", "仅工作日", "仅周末"],
      ),
      toggle("Leave at the door", "放在门口", false),
    ];
  // Payment: the default way to pay and how much is asked before paying.
  if (/payment|pay\b|wallet|支付|付款|钱包/i.test(n))
    return [
      {
        type: "value",
        label: t("Default payment method", "默认支付方式"),
        value: lang === "zh" ? "微信支付" : "Visa •••• 4242",
        action: t("Change", "更换"),
      },
      toggle("Ask for a code on every payment", "每次支付需验证", true),
      toggle("Save receipts by email", "电子收据发到邮箱", false),
    ];
  // Mobile data: what may use it.
  if (/data usage|cellular|mobile data|流量|蜂窝/i.test(n))
    return [
      toggle("Use mobile data", "使用移动数据", true),
      toggle("HD only on Wi-Fi", "仅 Wi-Fi 下播放高清", true),
      toggle("Data saver", "省流量模式", false),
    ];
  if (/theme|appearance|dark|night|display|font|text size|主题|外观|深色|夜间|暗黑|显示|字体|字号/i.test(n))
    return [
      select("Theme", "主题", ["Match system", "Light", "Dark"], ["跟随系统", "浅色", "深色"]),
      select("Text size", "字号", ["Default", "Large", "Extra large"], ["标准", "大", "特大"]),
      toggle("Reduce motion", "减少动态效果", false),
    ];
  if (/privacy|隐私/i.test(n))
    return [
      toggle(
        "Private profile",
        "隐私账号",
        false,
        "Only people you approve see your activity",
        "仅你同意的人可以看到你的动态",
      ),
      toggle("Share usage data", "共享使用数据", true, "Helps us improve the app", "帮助我们改进产品"),
      toggle("Personalised recommendations", "个性化推荐", true),
      {
        type: "value",
        label: t("Your data", "我的数据"),
        value: t("Download a copy", "下载数据副本"),
        action: t("Request", "申请"),
      },
    ];
  if (/security|password|two-factor|2fa|安全|密码|权限|permission/i.test(n))
    return [
      toggle(
        "Two-factor authentication",
        "两步验证",
        true,
        "A code by text when you sign in on a new device",
        "在新设备登录时短信验证",
      ),
      {
        type: "value",
        label: t("Password", "登录密码"),
        value: t("Changed 3 months ago", "3 个月前修改"),
        action: t("Change", "修改"),
      },
      toggle("Face ID / fingerprint unlock", "面容 / 指纹解锁", true),
    ];
  if (/playback|audio|autoplay|播放|自动播放/i.test(n))
    return [
      { type: "select", label: t("Playback speed", "播放速度"), options: ["1.0×", "1.25×", "1.5×", "2.0×"] },
      toggle("Autoplay next", "自动播放下一集", true),
      toggle("Skip silences", "跳过静音片段", false),
      select(
        "Sleep timer",
        "睡眠定时",
        ["Off", "15 minutes", "30 minutes", "60 minutes"],
        ["关闭", "15 分钟", "30 分钟", "60 分钟"],
      ),
    ];
  // Downloads are what is kept on the device, not a sync of the account.
  if (/download|offline (?:listening|reading|viewing)|下载|离线(?:收听|阅读|观看)/i.test(n))
    return [
      toggle("Download new content automatically", "自动下载新内容", true),
      toggle("Download on Wi-Fi only", "仅在 Wi-Fi 下下载", true),
      toggle("Remove finished downloads", "播完后删除下载", false),
      select("Download quality", "下载音质", ["Standard", "High"], ["标准", "高品质"]),
      {
        type: "value",
        label: t("Downloads on this device", "本机下载"),
        value: "1.2 GB",
        action: t("Remove all", "全部删除"),
      },
    ];
  if (/sound|音效|声音/i.test(n))
    return [
      toggle("Sound effects", "音效", true),
      toggle("Vibration", "振动", true),
      select("Volume", "音量", ["Medium", "High", "Low"], ["中", "高", "低"]),
    ];
  if (/notification|reminder|通知|提醒/i.test(n))
    return [
      toggle("Push notifications", "推送通知", true),
      toggle("Daily reminder", "每日提醒", true, "One a day at the time below", "每天在下方时间提醒一次"),
      {
        type: "select",
        label: t("Reminder time", "提醒时间"),
        options: ["08:00", "12:30", "20:00", "21:30"],
      },
      toggle("Email updates", "邮件通知", false),
    ];
  if (/sync|backup|storage|同步|备份|存储/i.test(n))
    return [
      toggle("Sync automatically", "自动同步", true),
      select("Back up", "自动备份", ["Daily", "Weekly", "Never"], ["每天", "每周", "从不"]),
      {
        type: "value",
        label: t("Last synced", "上次同步"),
        value: t("Today, 09:40", "今天 09:40"),
        action: t("Sync now", "立即同步"),
      },
      {
        type: "value",
        label: t("Storage used", "已用空间"),
        value: "1.2 GB",
        action: t("Clear cache", "清除缓存"),
      },
    ];
  if (/unit|currency|time ?zone|单位|货币|币种|时区/i.test(n))
    return [
      select("Currency", "货币", ["US dollar $", "Euro €", "Pound £"], ["人民币 ¥", "美元 $", "欧元 €"]),
      select(
        "Units",
        "单位",
        ["Metric (km, kg)", "Imperial (mi, lb)"],
        ["公制（公里、公斤）", "英制（英里、磅）"],
      ),
      select(
        "Time zone",
        "时区",
        ["(UTC−05:00) New York", "(UTC+00:00) London"],
        ["(UTC+08:00) 北京", "(UTC+09:00) 东京"],
      ),
    ];
  if (/goal|目标/i.test(n))
    return [
      select(
        "Daily goal",
        "每日目标",
        ["10 min a day", "20 min a day", "30 min a day"],
        ["每天 10 分钟", "每天 20 分钟", "每天 30 分钟"],
      ),
      toggle("Keep my streak on rest days", "休息日保留连续天数", false),
    ];
  if (/account|profile|账户|账号|个人资料/i.test(n))
    return [
      {
        type: "value",
        label: t("Name", "昵称"),
        value: t("Alex Morgan", "林小满"),
        action: t("Edit", "修改"),
      },
      {
        type: "value",
        label: t("Email", "邮箱"),
        value: t("alex.morgan@example.com", "xiaoman.lin@example.com"),
        action: t("Edit", "修改"),
      },
      {
        type: "value",
        label: t("Phone", "手机号"),
        value: lang === "zh" ? "138 **** 2046" : "(555) ***-4477",
        action: t("Edit", "修改"),
      },
    ];
  if (/subscription|billing|订阅/i.test(n))
    return [
      {
        type: "value",
        label: t("Current plan", "当前方案"),
        value: t("Pro · renews 1 Jan", "专业版 · 1月1日续费"),
        action: t("Manage", "管理"),
      },
      toggle("Auto-renew", "自动续费", true),
    ];
  // "Navigation preferences", "导航偏好": which map app opens a route, and how it guides.
  if (/navigation|maps?\b|routes?\b|导航|地图|路线/i.test(n))
    return [
      select(
        "Open routes in",
        "导航使用",
        ["Google Maps", "Apple Maps", "Waze"],
        ["高德地图", "百度地图", "腾讯地图"],
      ),
      toggle("Voice guidance", "语音播报", true),
      toggle("Avoid tolls", "避开收费路段", false),
      select(
        "Route preference",
        "路线偏好",
        ["Fastest", "Shortest", "Fewer main roads"],
        ["时间最短", "距离最短", "少走大路"],
      ),
    ];
  if (/connected|绑定/i.test(n))
    return [
      { type: "value", label: "Google", value: t("Connected", "已绑定"), action: t("Disconnect", "解除") },
      {
        type: "value",
        label: lang === "zh" ? "微信" : "Apple",
        value: t("Not connected", "未绑定"),
        action: t("Connect", "绑定"),
      },
    ];
  // "Shipping preferences", "消息设置": a setting with no usual controls of its own — turned on or off by name.
  const what = name
    .trim()
    .replace(/\s*(?:settings|preferences|options)$/i, "")
    .replace(/(?:设置|偏好)$/, "");
  // A group of no usual kind: its switch by its name, where it applies and a way back to its defaults —
  // plain controls any setting has, no invented options.
  const label = what || name;
  return [
    toggle(upper(label), label, true, `Turn ${label.toLowerCase()} on or off`, `开启或关闭${label}`),
    select("Apply to", "应用于", ["All my devices", "This device only"], ["所有设备", "仅本机"]),
    {
      type: "value",
      label: t(`${upper(label)} defaults`, `${label}默认设置`),
      value: t("Changed by you", "已自定义"),
      action: t("Reset", "恢复默认"),
    },
  ];
}
