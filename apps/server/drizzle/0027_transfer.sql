CREATE TABLE "transfer_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"organization_id" text,
	"scope" text NOT NULL,
	"project_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"counts" jsonb,
	"bundle" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"organization_id" text,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"csv_text" text,
	"mapping" jsonb,
	"bundle" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"status" text DEFAULT 'parsed' NOT NULL,
	"target_project_id" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_exports" ADD CONSTRAINT "transfer_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_exports" ADD CONSTRAINT "transfer_exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_imports" ADD CONSTRAINT "transfer_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_imports" ADD CONSTRAINT "transfer_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_exports_requested_by_idx" ON "transfer_exports" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "transfer_exports_expires_idx" ON "transfer_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "transfer_imports_requested_by_idx" ON "transfer_imports" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "transfer_imports_expires_idx" ON "transfer_imports" USING btree ("expires_at");