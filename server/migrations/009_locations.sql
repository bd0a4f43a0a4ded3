-- Shared locations (issue 11): a usage place's checksum is no longer a stored md5 anyone could recompute
-- from public parts; the server makes it with a key of its own when it answers (connector/locations/checksum.ts).
ALTER TABLE usage_places DROP COLUMN checksum;
