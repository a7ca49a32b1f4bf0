-- Custom migration: trigram matching for book search (the GIN index in 0001 needs the operator class).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
