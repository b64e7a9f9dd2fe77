-- A removed cancellation reason is archived rather than deleted: the cancellations that name it keep
-- their reason (docs/ARCHITECTURE.md "Cancellation reasons and guest fields").
ALTER TABLE "cancellation_reasons" ADD COLUMN "archived_at" timestamp with time zone;