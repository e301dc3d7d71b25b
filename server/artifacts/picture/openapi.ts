/** The picture kind's own calls for the OpenAPI document (server/openapi/document.ts). */
import { latestContentSchema } from "@/lib/contracts/documents";
import { pictureKind } from "@/lib/contracts/kinds";
import { createPictureSchema } from "@/lib/contracts/pictures";
import { env, json, op, type Operation } from "@/server/http/openapi-operation";

export const pictureOpenApi: readonly Operation[] = [
  op(
    "post",
    "/chats/create_picture",
    "Picture",
    "user",
    "Make a picture (JSON, or multipart with reference images)",
    {
      body: json(
        createPictureSchema,
        "Or multipart/form-data: the same fields, reference_ids repeated, and up to 4 `reference` image files.",
      ),
    },
  ),
  op(
    "get",
    `/chats/{id}/${pictureKind.id}`,
    "Picture",
    "user",
    "The latest picture version (null when none)",
    { answer: env(latestContentSchema) },
  ),
];
