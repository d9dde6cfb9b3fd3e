CREATE TABLE "sub_admin_temples" (
	"user_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_admin_temples_user_id_temple_id_pk" PRIMARY KEY("user_id","temple_id")
);
--> statement-breakpoint
ALTER TABLE "sub_admin_temples" ADD CONSTRAINT "sub_admin_temples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_admin_temples" ADD CONSTRAINT "sub_admin_temples_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_admin_temples" ADD CONSTRAINT "sub_admin_temples_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;