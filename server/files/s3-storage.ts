/**
 * Uploaded bytes in S3-compatible storage (AWS S3, MinIO, R2, OSS, COS…): the same
 * `FileStorage` as the local folder, selected when `S3_BUCKET` is set. Requests are signed with
 * AWS Signature V4 (aws4fetch); objects are addressed path-style (`<endpoint>/<bucket>/<key>`)
 * unless S3_FORCE_PATH_STYLE=false asks for `<bucket>.<endpoint host>`.
 */
import { randomBytes } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { STORAGE_KEY, type FileStorage } from "./storage";

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder-like prefix for every key ("vibe/"). */
  prefix?: string;
  pathStyle?: boolean;
};

export class StorageError extends Error {}

export function s3FileStorage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const endpoint = new URL(config.endpoint);
  const objectUrl = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error("invalid storage key");
    const name = encodeURIComponent(`${config.prefix ?? ""}${key}`).replace(/%2F/g, "/");
    if (config.pathStyle === false) return `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${name}`;
    return `${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}/${config.bucket}/${name}`;
  };
  const fail = async (what: string, res: Response): Promise<never> => {
    const body = await res.text().catch(() => "");
    throw new StorageError(`S3 ${what} failed: ${res.status} ${body.slice(0, 200)}`);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString("hex");
      const res = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": "application/octet-stream", "Content-Length": String(bytes.byteLength) },
      });
      if (!res.ok) await fail("put", res);
      return key;
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key), { method: "GET" });
      if (res.status === 404) return null;
      if (!res.ok) await fail("get", res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("delete", res);
    },
  };
}

const S3_REQUIRED = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** The S3 settings when any S3_* variable is set; a partial setting names what is missing. */
export function s3ConfigFromEnv(env: Record<string, string | undefined> = process.env): S3Config | null {
  if (!S3_REQUIRED.some((name) => env[name])) return null;
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length) throw new Error(`Missing required environment variables: ${missing.join(", ")}`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: env.S3_PREFIX || "",
    pathStyle: env.S3_FORCE_PATH_STYLE !== "false",
  };
}
