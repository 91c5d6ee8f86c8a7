ALTER TABLE `exam_attempts` ADD `readinessScore` real;--> statement-breakpoint
ALTER TABLE `exam_attempts` ADD `flagged` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `exam_attempts` ADD `results` text;--> statement-breakpoint
CREATE UNIQUE INDEX `attempts_one_running_idx` ON `exam_attempts` (`examId`,`userId`) WHERE status = 'in_progress';--> statement-breakpoint
ALTER TABLE `spaced_repetition` ADD `learningSteps` integer DEFAULT 0 NOT NULL;