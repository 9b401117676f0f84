-- The session a continue-later link moved the enrolment away from (the hash of the left device's token, as
-- enrolments kept it): that device is then told the enrolment went on elsewhere (401 enrolment_moved), not that its
-- session is unknown. Nothing of the member's is kept here.
alter table resume_links add column left_session_hash text;
create index resume_links_left_session on resume_links (left_session_hash) where left_session_hash is not null;
