-- Staff platform (issue 21): social security numbers found through a keyed blind index, protected
-- (censored) users, invitations that ask for an SSN, search indexes for the paged user list, and an
-- append-only audit trail of what staff do, reads included.

ALTER TABLE users ADD COLUMN ssn_blind_index text;
-- a protection mark (turvakielto): only a superuser may open the user or act for them
ALTER TABLE users ADD COLUMN censored boolean NOT NULL DEFAULT false;
-- an invited user must give a valid SSN when setting the password (create user's toggle)
ALTER TABLE users ADD COLUMN ssn_required boolean NOT NULL DEFAULT false;

CREATE INDEX users_ssn_blind_idx ON users (instance, ssn_blind_index) WHERE ssn_blind_index IS NOT NULL;
CREATE INDEX user_roles_role_idx ON user_roles (role, user_id);
-- the user list's search and order indexes: 011_user_list.sql

-- The audit trail: who (actor), for whom (subject: the user whose data it is), what (action, target), why
-- (reason), which request, when. No foreign keys: deleting a user keeps what was done to or by them.
ALTER TABLE audit_log
  ADD COLUMN instance text,
  ADD COLUMN actor_sub uuid,
  ADD COLUMN actor_roles text[] NOT NULL DEFAULT '{}',
  ADD COLUMN subject_user_id integer,
  ADD COLUMN subject_sub uuid,
  ADD COLUMN reason_code text,
  ADD COLUMN reason_text text,
  ADD COLUMN request_id text;
CREATE INDEX audit_log_instance_at_idx ON audit_log (instance, at DESC, id DESC);
CREATE INDEX audit_log_subject_idx ON audit_log (instance, subject_user_id, at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (instance, target, at DESC);

-- Append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
