-- Which credential made a staff session: HMAC-SHA256 of the staff name and token under the database's own key
-- (search_hash_key), never the token. A session lives only while that credential is still in STAFF_TOKENS;
-- sessions made before this column existed have none and end at their next use (one new sign-in each).
alter table staff_sessions add column credential_hash text;
