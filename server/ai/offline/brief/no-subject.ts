/**
 * Messages that name no subject of their own — small talk ("thanks", "好的") and requests that
 * only ask for the deliverable ("Write the PRD", "根据附件写一份PRD") — so the parser takes the
 * subject from the attached text, an earlier turn or the current artifact instead.
 */

export const SMALL_TALK =
  /^(?:hi|hello|hey|thanks|thank you|ok|okay|yes|no|sure|great|好的|谢谢|你好|嗯|可以|是的)[\s!.,，。！]*$/i;

/** A request that only asks for the deliverable ("Write the PRD", "根据附件写一份PRD"). */
export function namesNoSubject(product: string): boolean {
  return (
    !product ||
    /^(?:it|this|that|one|this one|the attached|attached|the above|above|附件|上面|以上|这个|它|该)$/i.test(
      product,
    ) ||
    /附件|attached|\babove\b|以上|^(?:根据|基于|按照)?(?:这个|该|上面的?|以上)/.test(product)
  );
}
