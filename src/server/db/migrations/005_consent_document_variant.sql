-- Which unit's own variant of a document a consent showed (the IRB consent of bloom), null for the standard one.
alter table consent_decisions add column document_variant text;
