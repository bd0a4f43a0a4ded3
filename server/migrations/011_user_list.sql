-- The staff user list (issue 21, docs/staff-platform.md "User administration"): 100,000 users of an instance
-- searched by name prefix, SSN or sub, ordered and paged, with the total, within 100 ms.

-- Draft indexes of 010 (text_pattern_ops) that a database of this session may have; replaced below.
DROP INDEX IF EXISTS users_last_name_idx;
DROP INDEX IF EXISTS users_first_name_idx;
DROP INDEX IF EXISTS users_username_prefix_idx;
DROP INDEX IF EXISTS users_email_idx;
DROP INDEX IF EXISTS users_phone_idx;

-- A copy of the user's roles (user_roles stays the source), kept by the triggers below. Counting the users
-- who have a role through user_roles cost a semi-join over every user of the instance (about 200 ms for
-- 100,000); with the copy the list's indexes are partial on `roles <> '{}'` and the count is an index-only
-- scan.
ALTER TABLE users ADD COLUMN roles text[] NOT NULL DEFAULT '{}';
UPDATE users u SET roles = r.roles
  FROM (SELECT user_id, array_agg(role ORDER BY role) AS roles FROM user_roles GROUP BY user_id) r
 WHERE r.user_id = u.id;

CREATE FUNCTION users_roles_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u
     SET roles = COALESCE((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}')
   WHERE u.id IN (SELECT user_id FROM changed);
  RETURN NULL;
END
$$;
CREATE TRIGGER user_roles_sync_insert AFTER INSERT ON user_roles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_roles_sync();
CREATE TRIGGER user_roles_sync_delete AFTER DELETE ON user_roles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_roles_sync();
CREATE TRIGGER user_roles_sync_update_new AFTER UPDATE ON user_roles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_roles_sync();
CREATE TRIGGER user_roles_sync_update_old AFTER UPDATE ON user_roles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_roles_sync();

-- Prefix search and order in one index per sort field. Byte order (COLLATE "C") of the lower-cased text: a
-- `LIKE 'abc%'` becomes an index range, the order is the same on PGlite and PostgreSQL whatever the
-- database's locale, and å, ä, ö come after z as in the Finnish alphabet. Only listed users (with a role).
-- The INCLUDEd columns let the count of a prefix search be an index-only scan (an expression alone does
-- not): 5,000 matches of 100,000 counted in 1.4 ms instead of 33.
CREATE INDEX users_list_last_name_idx
  ON users (instance, lower(last_name) COLLATE "C", lower(first_name) COLLATE "C", id)
  INCLUDE (last_name, first_name) WHERE roles <> '{}';
CREATE INDEX users_list_first_name_idx
  ON users (instance, lower(first_name) COLLATE "C", lower(last_name) COLLATE "C", id)
  INCLUDE (first_name, last_name) WHERE roles <> '{}';
CREATE INDEX users_list_username_idx
  ON users (instance, lower(username) COLLATE "C", id) INCLUDE (username) WHERE roles <> '{}';
CREATE INDEX users_list_email_idx ON users (instance, lower(email) COLLATE "C", id) INCLUDE (email) WHERE roles <> '{}';
CREATE INDEX users_list_phone_idx ON users (instance, phone_number COLLATE "C", id) WHERE roles <> '{}';
CREATE INDEX users_list_created_idx ON users (instance, created_on, id) WHERE roles <> '{}';
-- the total of the whole list: an index-only count over one deduplicated key per user (700 kB for 100,000)
CREATE INDEX users_listed_idx ON users (instance) WHERE roles <> '{}';

-- When staff locked the account (locked_until = 'infinity'): the user info's accountLockedOn.
ALTER TABLE users ADD COLUMN locked_on timestamptz;
UPDATE users SET locked_on = now() WHERE locked_until = 'infinity';

-- Instances whose staff demo data (protected user, SSNs, the customers of the user list) was written: once,
-- so a customer an admin deleted stays deleted (like demo_seed).
CREATE TABLE staff_demo_seed (
  instance  text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
