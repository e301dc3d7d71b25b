/**
 * Common processes a flowchart request names ("the sign-up flow", "退款流程"): their real steps,
 * so the chart follows the process asked for rather than the product's main flow.
 */
import type { DocFlow } from "./pack-types";
import type { OfflineLocale } from "../types";

type Process = { match: RegExp; en: DocFlow; zh: DocFlow };

const PROCESSES: Process[] = [
  {
    match: /sign[- ]?up|register|registration|onboard|注册|新手引导|开户/i,
    en: {
      start: "Open the app for the first time",
      steps: ["Enter phone number or email", "Verify the code", "Set up the profile"],
      decision: {
        question: "Code valid?",
        yes: "Create the account and show the welcome tour",
        no: "Show the error and allow a resend after 60 s",
      },
      end: "Signed up",
    },
    zh: {
      start: "首次打开应用",
      steps: ["输入手机号或邮箱", "填写验证码", "完善个人资料"],
      decision: {
        question: "验证码正确？",
        yes: "创建账号并展示新手引导",
        no: "提示错误，60 秒后可重新发送",
      },
      end: "注册完成",
    },
  },
  {
    match: /log ?in|sign[- ]?in|password|authenticat|登录|密码|认证/i,
    en: {
      start: "Open the sign-in screen",
      steps: ["Enter account and password", "Submit"],
      decision: {
        question: "Credentials correct?",
        yes: "Open the home screen",
        no: "Show the error; lock for 15 min after 5 failures",
      },
      end: "Signed in",
    },
    zh: {
      start: "打开登录页",
      steps: ["输入账号和密码", "点击登录"],
      decision: { question: "账号密码正确？", yes: "进入首页", no: "提示错误，连续 5 次失败锁定 15 分钟" },
      end: "登录成功",
    },
  },
  {
    // Goods going back before the money: a return (or a return and refund) is more than a refund.
    match: /(?<!\btax\s)\breturn(?:s|ed|ing)?\b(?!\s+(?:on|to|home|visits?))|退货/i,
    en: {
      start: "Customer asks to return an item",
      steps: [
        "Choose the order and the return reason",
        "Seller reviews the return",
        "Customer sends the item back",
      ],
      decision: {
        question: "Item received in the stated condition?",
        yes: "Refund to the original payment method",
        no: "Send the item back with the inspection result",
      },
      end: "Return closed",
    },
    zh: {
      start: "用户申请退货退款",
      steps: ["选择订单和退货原因", "商家审核退货申请", "用户寄回商品"],
      decision: { question: "仓库验收商品完好？", yes: "原路退款", no: "退回商品并说明验收结果" },
      end: "退货退款完成",
    },
  },
  {
    match: /refund|after[- ]?sales|退款|售后/i,
    en: {
      start: "Customer requests a refund",
      steps: ["Choose the order and the reason", "Upload photos if damaged", "Support reviews the request"],
      decision: {
        question: "Request approved?",
        yes: "Refund to the original payment method",
        no: "Explain the decision and offer an appeal",
      },
      end: "Refund case closed",
    },
    zh: {
      start: "用户申请退款",
      steps: ["选择订单和退款原因", "商品破损时上传照片", "客服审核申请"],
      decision: { question: "审核通过？", yes: "原路退款", no: "说明原因并提供申诉入口" },
      end: "退款完成",
    },
  },
  {
    match: /check ?out|payment|pay\b|order(ing)?|下单|支付|付款|结算/i,
    en: {
      start: "Cart ready",
      steps: ["Confirm address and items", "Choose a payment method", "Pay"],
      decision: {
        question: "Payment succeeded?",
        yes: "Create the order and send a confirmation",
        no: "Keep the cart and offer another method",
      },
      end: "Order placed",
    },
    zh: {
      start: "购物车已选好",
      steps: ["确认地址和商品", "选择支付方式", "支付"],
      decision: { question: "支付成功？", yes: "生成订单并发送确认", no: "保留购物车并推荐其他支付方式" },
      end: "下单成功",
    },
  },
  {
    match: /approv|review process|审批|审核流程/i,
    en: {
      start: "Request submitted",
      steps: ["Validate required fields", "Route to the approver", "Approver reviews"],
      decision: {
        question: "Approved?",
        yes: "Notify the requester and continue",
        no: "Return with a reason for changes",
      },
      end: "Request closed",
    },
    zh: {
      start: "提交申请",
      steps: ["校验必填信息", "流转到审批人", "审批人审核"],
      decision: { question: "审批通过？", yes: "通知申请人并进入下一步", no: "退回并说明修改原因" },
      end: "申请结束",
    },
  },
];

export function namedProcess(text: string, locale: OfflineLocale): DocFlow | null {
  const hit = PROCESSES.find((p) => p.match.test(text));
  return hit ? hit[locale] : null;
}
