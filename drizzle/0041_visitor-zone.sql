-- Decision 0096: the zone a visitor's booking page showed an online time in, for her emails and her
-- booking's page.
ALTER TABLE "bookings" ADD COLUMN "visitor_zone" text;