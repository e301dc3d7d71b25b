/**
 * The schema's enum columns are enforced by the database (check constraints), not only by the
 * code that writes them: a value outside the list is refused, NULL stays allowed where the column
 * is nullable. Kind and mode columns stay open text: a new kind needs no migration.
 */
import { sql } from "drizzle-orm";
import type { DbHandle } from "@/server/db/client";
import { openTestDatabase } from "../helpers/test-database";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(
    sql`insert into users (id, oidc_subject, account, user_code, display_name, invite_code) values ('u1', 'i|s', 'a', 'U1', 'A', 'CODE0001')`,
  );
  await handle.db.execute(sql`insert into chats (id, user_id) values ('c1', 'u1')`);
});
afterAll(() => handle.close());

const refused = async (statement: ReturnType<typeof sql>) => {
  const error = await handle.db.execute(statement).then(
    () => null,
    (e: unknown) => e as { message?: string; cause?: { message?: string } },
  );
  return String(error?.cause?.message ?? error?.message ?? "");
};

it("refuses values outside an enum column's list", async () => {
  expect(
    await refused(
      sql`insert into versions (id, chat_id, type, version_number, status) values (gen_random_uuid()::text, 'c1', 'prd', 1, 'almost')`,
    ),
  ).toMatch(/versions_status_check/);
  expect(
    await refused(
      sql`insert into versions (id, chat_id, type, version_number, design_type) values (gen_random_uuid()::text, 'c1', 'prd', 1, 'watch')`,
    ),
  ).toMatch(/versions_design_type_check/);
  expect(
    await refused(
      sql`insert into messages (id, chat_id, role, content) values (gen_random_uuid()::text, 'c1', 'system', 'x')`,
    ),
  ).toMatch(/messages_role_check/);
  expect(await refused(sql`update users set locale = 'fr' where id = 'u1'`)).toMatch(/users_locale_check/);
  expect(
    await refused(sql`insert into points_ledger (user_id, kind, amount) values ('u1', 'gift', 5)`),
  ).toMatch(/points_ledger_kind_check/);
});

it("accepts the listed values, NULL where allowed, and any kind or mode name", async () => {
  await handle.db.execute(
    sql`insert into versions (id, chat_id, type, version_number, status, design_type) values ('v-later', 'c1', 'a_kind_added_later', 1, 'complete', 'mobile')`,
  );
  await handle.db.execute(
    sql`insert into messages (id, chat_id, role, content, mode, like_state) values ('m-later', 'c1', 'assistant', 'x', 'a_mode_added_later', null)`,
  );
  const saved = await handle.db.execute(
    sql`select (select type from versions where id = 'v-later') as kind, (select mode from messages where id = 'm-later') as mode`,
  );
  expect(JSON.stringify(saved)).toContain("a_kind_added_later");
  expect(JSON.stringify(saved)).toContain("a_mode_added_later");
});
