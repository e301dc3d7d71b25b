/** The part of mailparser@3.9 (no bundled types) the mail tests use. */
declare module "mailparser" {
  export type AddressObject = { value: { address?: string; name: string }[]; text: string };
  export type ParsedMail = {
    subject?: string;
    text?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    messageId?: string;
  };
  export function simpleParser(source: Buffer | string | NodeJS.ReadableStream): Promise<ParsedMail>;
}
