/** The part of s3rver@3.7 (no bundled types) the storage test uses. */
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<import("node:net").AddressInfo>;
    close(): Promise<void>;
  }
}
