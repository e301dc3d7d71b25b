/**
 * The picture mode: the message is the prompt (spec §5: required, at most 500 characters), its
 * image attachments the references. One `picture` event names the saved version.
 */
import type { Generator } from "../../engine/generation";
import { ApiError, ERRNO } from "../../http/api-error";
import { ownedUploads } from "../../services/uploads";
import { versionRef } from "../../services/versions";
import { aspectFromText } from "./aspect-words";
import { makePicture } from "./make-picture";
import { offlinePictureReply } from "./offline-reply";
import { documentLocale } from "../language";
import { pictureKind } from "@/lib/contracts/kinds";
import { PICTURE_PROMPT_MAX } from "@/lib/contracts/pictures";

export const generatePicture: Generator = async (context, emit) => {
  const prompt = context.userText.trim();
  if (!prompt) throw new ApiError(ERRNO.INVALID, "picturePromptRequired");
  if (prompt.length > PICTURE_PROMPT_MAX)
    throw new ApiError(ERRNO.INVALID, "picturePromptTooLong", { max: PICTURE_PROMPT_MAX });
  if (!context.files) throw new Error("the picture mode needs file storage");
  const images = context.attachments.filter((a) => a.contentType.startsWith("image/")).map((a) => a.id);
  const uploads = await ownedUploads(context.db, context.userId, images);
  const references = [];
  for (const upload of uploads) {
    const bytes = await context.files.get(upload.storageKey);
    if (bytes) references.push({ id: upload.id, bytes });
  }
  const { version, content, plan } = await makePicture({
    db: context.db,
    files: context.files,
    log: context.log,
    userId: context.userId,
    chatId: context.chat.id,
    prompt,
    // The composer's choice, else what the prompt says ("16:9", "a tall poster", "竖版"…).
    aspect: context.request.aspect ?? aspectFromText(prompt),
    references,
    roundId: context.roundId,
    signal: context.abortSignal,
  });
  // The Offline illustrator says what it drew and what it could not, in the prompt's language.
  if (plan)
    emit({ type: "content", content: offlinePictureReply(plan, documentLocale(prompt, context.locale)) });
  const ref = versionRef(version);
  emit({
    type: pictureKind.event,
    kind: pictureKind.id,
    op: "saved",
    content: JSON.stringify(content),
    version: ref,
  });
  return { versions: [ref] };
};
