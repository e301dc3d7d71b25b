/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const testCaseExamplePrompts: KindExamplePrompts = {
  en: [
    {
      title: "Login and 2FA",
      prompt:
        "Test cases for e-mail login with two-factor authentication: correct and wrong codes, expired codes, five failed attempts, and 'remember this device'.",
    },
    {
      title: "Checkout",
      prompt:
        "Test cases for an online shop checkout: coupon codes, out-of-stock items during payment, address validation, and a payment that times out.",
    },
    {
      title: "File upload",
      prompt:
        "Test cases for uploading attachments to a support ticket: allowed types, the 20 MB limit, a renamed executable, slow networks and cancelling mid-upload.",
    },
    {
      title: "Booking changes",
      prompt:
        "Test cases for rescheduling and cancelling a hotel booking, including the free-cancellation deadline, partial refunds and time-zone differences.",
    },
  ],
  zh: [
    {
      title: "登录与二次验证",
      prompt: "为邮箱登录加二次验证编写测试用例：验证码正确与错误、验证码过期、连续 5 次失败、“记住此设备”。",
    },
    {
      title: "下单结算",
      prompt: "为网店结算流程编写测试用例：优惠码、支付过程中商品缺货、收货地址校验、支付超时。",
    },
    {
      title: "附件上传",
      prompt:
        "为工单附件上传编写测试用例：允许的文件类型、20 MB 上限、改了扩展名的可执行文件、弱网和上传中途取消。",
    },
    {
      title: "改签与退订",
      prompt: "为酒店订单的改期和取消编写测试用例，包括免费取消截止时间、部分退款和跨时区的情况。",
    },
  ],
};
