-- "continue later" links. Only a hash of each 256-bit token is stored (never the token, the
-- address it was sent to, or anything the member answered). A link expires, is used up by the first successful
-- confirmation, and is burned by 5 wrong ones; a newer link for the same enrolment replaces the older ones.
create table resume_links (
  token_hash text primary key,
  enrolment_id uuid not null references enrolments(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  used_at timestamptz
);
create index resume_links_enrolment on resume_links (enrolment_id);
