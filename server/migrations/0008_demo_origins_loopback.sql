-- The demo organisations were seeded allowing '*', which credentialed CORS no longer honours
-- (a stored '*' is skipped). A demo database from before gets what a new seed writes: loopback
-- origins of any port. Only the two demo organisations, and only while they still hold
-- exactly '*': a list an administrator changed is left as it is.
UPDATE "organization"
SET "allowed_origins" = ARRAY['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']
WHERE "orgcode" IN ('YTKJ', 'DEMO2') AND "allowed_origins" = ARRAY['*'];
