ALTER TABLE `study_materials` ADD `processedAt` integer;--> statement-breakpoint
CREATE INDEX `materials_status_uploaded_idx` ON `study_materials` (`status`,`uploadedAt`);