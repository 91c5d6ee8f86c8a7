CREATE TABLE `courses` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`color` text DEFAULT '#6366F1' NOT NULL,
	`syllabusData` text DEFAULT null,
	`syllabusPath` text,
	`createdAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `courses_user_created_idx` ON `courses` (`userId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `exam_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`examId` text NOT NULL,
	`userId` text NOT NULL,
	`startedAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`deadline` integer NOT NULL,
	`completedAt` integer,
	`timeSpent` integer,
	`score` real,
	`totalQuestions` integer NOT NULL,
	`correctAnswers` integer DEFAULT 0 NOT NULL,
	`answers` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'in_progress' NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attempts_user_completed_idx` ON `exam_attempts` (`userId`,`completedAt`);--> statement-breakpoint
CREATE INDEX `attempts_exam_user_idx` ON `exam_attempts` (`examId`,`userId`,`status`);--> statement-breakpoint
CREATE TABLE `exams` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`courseId` text,
	`title` text NOT NULL,
	`description` text,
	`timeLimit` integer NOT NULL,
	`questionCount` integer NOT NULL,
	`difficulty` text NOT NULL,
	`topics` text NOT NULL,
	`questionTypes` text NOT NULL,
	`materialIds` text DEFAULT '[]' NOT NULL,
	`examDate` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`createdAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`courseId`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exams_user_created_idx` ON `exams` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `exams_course_idx` ON `exams` (`courseId`);--> statement-breakpoint
CREATE TABLE `knowledge_gaps` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`topic` text NOT NULL,
	`weaknessLevel` real NOT NULL,
	`totalQuestions` integer NOT NULL,
	`correctAnswers` integer NOT NULL,
	`lastUpdated` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gaps_user_topic_idx` ON `knowledge_gaps` (`userId`,`topic`);--> statement-breakpoint
CREATE INDEX `gaps_user_weakness_idx` ON `knowledge_gaps` (`userId`,`weaknessLevel`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`materialId` text,
	`examId` text,
	`topic` text NOT NULL,
	`difficulty` text NOT NULL,
	`type` text NOT NULL,
	`question` text NOT NULL,
	`options` text,
	`correctAnswer` text NOT NULL,
	`acceptedAnswers` text DEFAULT '[]' NOT NULL,
	`explanation` text NOT NULL,
	`sourcePage` integer,
	`sourceQuote` text,
	`position` integer DEFAULT 0 NOT NULL,
	`createdAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`materialId`) REFERENCES `study_materials`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`examId`) REFERENCES `exams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questions_material_idx` ON `questions` (`materialId`);--> statement-breakpoint
CREATE INDEX `questions_exam_idx` ON `questions` (`examId`,`position`);--> statement-breakpoint
CREATE INDEX `questions_user_idx` ON `questions` (`userId`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`secretHash` text NOT NULL,
	`expiresAt` integer NOT NULL,
	`createdAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`userId`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expiresAt`);--> statement-breakpoint
CREATE TABLE `spaced_repetition` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`topic` text NOT NULL,
	`nextReviewDate` integer NOT NULL,
	`intervalDays` real DEFAULT 0 NOT NULL,
	`reviewCount` integer DEFAULT 0 NOT NULL,
	`lastScore` real,
	`difficulty` real DEFAULT 5 NOT NULL,
	`stability` real DEFAULT 1 NOT NULL,
	`state` text DEFAULT 'new' NOT NULL,
	`lapses` integer DEFAULT 0 NOT NULL,
	`lastReviewDate` integer,
	`elapsedDays` integer DEFAULT 0 NOT NULL,
	`createdAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_topic_idx` ON `spaced_repetition` (`userId`,`topic`);--> statement-breakpoint
CREATE INDEX `reviews_user_next_idx` ON `spaced_repetition` (`userId`,`nextReviewDate`);--> statement-breakpoint
CREATE TABLE `study_materials` (
	`id` text PRIMARY KEY NOT NULL,
	`userId` text NOT NULL,
	`courseId` text,
	`filename` text NOT NULL,
	`originalName` text NOT NULL,
	`title` text,
	`description` text,
	`fileSize` integer NOT NULL,
	`mimeType` text NOT NULL,
	`objectPath` text NOT NULL,
	`status` text DEFAULT 'processing' NOT NULL,
	`questionCount` integer DEFAULT 0 NOT NULL,
	`topics` text DEFAULT '[]' NOT NULL,
	`extractedText` text,
	`textPath` text,
	`pageCount` integer,
	`failureReason` text,
	`uploadedAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`courseId`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `materials_user_uploaded_idx` ON `study_materials` (`userId`,`uploadedAt`);--> statement-breakpoint
CREATE INDEX `materials_course_idx` ON `study_materials` (`courseId`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`googleId` text,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`picture` text,
	`username` text,
	`password` text,
	`createdAt` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_googleId_unique` ON `users` (`googleId`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);