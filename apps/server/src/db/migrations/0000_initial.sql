CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"temple_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_mobile" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"temple_id" integer,
	"adapter" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"right" text NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text,
	"mobile" text,
	"whatsapp" text,
	"password_hash" text,
	"user_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"temple_id" integer,
	"address" text,
	"land_line" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"is_force_update" boolean DEFAULT false NOT NULL,
	"platform" text DEFAULT 'all' NOT NULL,
	"release_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_versions_platform_check" CHECK ("app_versions"."platform" in ('all', 'android', 'ios', 'web'))
);
--> statement-breakpoint
CREATE TABLE "devotee_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"devotee_id" integer NOT NULL,
	"name" text NOT NULL,
	"star_id" smallint DEFAULT 28 NOT NULL,
	"relation" text,
	"birth_month_id" smallint,
	"gender_id" smallint,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devotees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"temple_id" integer,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"gender_id" smallint,
	"birth_month_id" smallint,
	"date_of_birth" date,
	"star_id" smallint DEFAULT 28 NOT NULL,
	"address" text,
	"place" text,
	"pincode" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_temples" (
	"user_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_temples_user_id_temple_id_pk" PRIMARY KEY("user_id","temple_id")
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text,
	"mobile" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('open', 'replied', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"temple_name" text NOT NULL,
	"contact_person" text,
	"mobile" text,
	"place" text,
	"remarks" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('new', 'contacted', 'onboarded', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"caption" text,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('temple-logo', 'temple-banner', 'deity', 'seva', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_narration" text,
	"state" text DEFAULT 'Kerala' NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stars" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_narration" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"audience" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sms_sent" integer DEFAULT 0 NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_broadcasts_audience_check" CHECK ("notification_broadcasts"."audience" in ('all-devotees', 'selected'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"temple_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"data" jsonb,
	"sent_by" integer,
	"broadcast_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"token" text NOT NULL,
	"device_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"seva_id" integer NOT NULL,
	"deity_id" integer,
	"seva_name" text NOT NULL,
	"seva_type" smallint DEFAULT 1 NOT NULL,
	"devotee_name_id" integer,
	"devotee_name" text NOT NULL,
	"star_id" smallint DEFAULT 28 NOT NULL,
	"perform_date" date,
	"till_date" date,
	"is_continuous" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"postage_charge" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"is_allow_edit" boolean DEFAULT false NOT NULL,
	"prasadam_delivery" smallint DEFAULT 1 NOT NULL,
	"is_prasadam_delivered" boolean DEFAULT false NOT NULL,
	"delivery_address" text,
	"delivery_charge" integer DEFAULT 0 NOT NULL,
	"delivery_remarks" text,
	"description" text,
	"remarks" text,
	"for_type" smallint DEFAULT 1 NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_amount_check" CHECK ("order_lines"."rate" >= 0 and "order_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer,
	"devotee_id" integer,
	"temple_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"payment_mode" smallint DEFAULT 1 NOT NULL,
	"payment_id" integer,
	"order_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"service_charge" integer DEFAULT 0 NOT NULL,
	"postage_charge" integer DEFAULT 0 NOT NULL,
	"platform_charge" integer DEFAULT 0 NOT NULL,
	"gst_charge" integer DEFAULT 0 NOT NULL,
	"split_service_charge" integer DEFAULT 0 NOT NULL,
	"cess_amount" integer DEFAULT 0 NOT NULL,
	"dakshina_amount" integer DEFAULT 0 NOT NULL,
	"invoice_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"payment_code" text,
	"payment_remarks" text,
	"mobile" text,
	"email" text,
	"delivery_address" text,
	"last_perform_date" date,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"reason" text,
	"receipt_token" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"app_version" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded')),
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in (0, 1)),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payment_id" integer,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"error_response" text,
	"callback_remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_responses_kind_check" CHECK ("payment_responses"."kind" in ('error', 'callback'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"method" text,
	"signature" text,
	"error_code" text,
	"error_description" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'authorized', 'captured', 'failed', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"gateway_refund_id" text,
	"processed_at" timestamp with time zone,
	"remarks" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'approved', 'rejected', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "seva_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"seva_id" integer NOT NULL,
	"kind" text NOT NULL,
	"weekdays" smallint[],
	"from_date" date,
	"to_date" date,
	"daily_limit" integer,
	"remarks" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seva_availability_kind_check" CHECK ("seva_availability"."kind" in ('weekly', 'dates', 'special')),
	CONSTRAINT "seva_availability_range_check" CHECK ("seva_availability"."from_date" is null or "seva_availability"."to_date" is null or "seva_availability"."to_date" >= "seva_availability"."from_date"),
	CONSTRAINT "seva_availability_limit_check" CHECK ("seva_availability"."daily_limit" is null or "seva_availability"."daily_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seva_blocking" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"seva_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seva_blocking_range_check" CHECK ("seva_blocking"."to_date" >= "seva_blocking"."from_date")
);
--> statement-breakpoint
CREATE TABLE "seva_day_counters" (
	"temple_id" integer NOT NULL,
	"seva_id" integer NOT NULL,
	"perform_date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seva_day_counters_seva_id_perform_date_pk" PRIMARY KEY("seva_id","perform_date"),
	CONSTRAINT "seva_day_counters_capacity_check" CHECK ("seva_day_counters"."booked" >= 0 and ("seva_day_counters"."capacity" is null or "seva_day_counters"."booked" <= "seva_day_counters"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "seva_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_narration" text,
	"order_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sevas" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"deity_id" integer,
	"seva_group_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_narration" text,
	"rate" integer DEFAULT 0 NOT NULL,
	"perform_time" text,
	"prasadam_time" text,
	"max_limit_per_day" integer,
	"short_description" text,
	"rules_remark" text,
	"devotee_count" smallint DEFAULT 1 NOT NULL,
	"seva_type" smallint DEFAULT 1 NOT NULL,
	"booking_type" smallint DEFAULT 1 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"day_type" smallint DEFAULT 1 NOT NULL,
	"block_time" time(0),
	"end_date" date,
	"is_continuous" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_prasadam_deliverable" boolean DEFAULT false NOT NULL,
	"delivery_charge" integer DEFAULT 0 NOT NULL,
	"delivery_remarks" text,
	"delivery_heading" text,
	"postage_charge" integer DEFAULT 0 NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sevas_rate_check" CHECK ("sevas"."rate" >= 0),
	CONSTRAINT "sevas_max_limit_check" CHECK ("sevas"."max_limit_per_day" is null or "sevas"."max_limit_per_day" >= 0),
	CONSTRAINT "sevas_seva_type_check" CHECK ("sevas"."seva_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "temple_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"kind" text DEFAULT 'event' NOT NULL,
	"title" text NOT NULL,
	"title_narration" text,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"image_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temple_events_kind_check" CHECK ("temple_events"."kind" in ('event', 'festival')),
	CONSTRAINT "temple_events_range_check" CHECK ("temple_events"."end_date" >= "temple_events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "temple_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_narration" text,
	"body_html" text NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deities" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_narration" text,
	"description" text,
	"order_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temples" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"short_code" text,
	"order_no" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer,
	"name" text NOT NULL,
	"name_narration" text,
	"address" text,
	"address_narration" text,
	"location_id" integer,
	"place" text,
	"state" text DEFAULT 'Kerala' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"land_line" text,
	"mobile" text,
	"office_number" text,
	"email" text,
	"website" text,
	"facebook" text,
	"whatsapp" text,
	"display_contacts" text,
	"short_description" text,
	"timing" text,
	"evening_timing" text,
	"history" text,
	"manthra" text,
	"map_embed_url" text,
	"video_url" text,
	"launch_video_url" text,
	"legal_contract" text,
	"bank_name" text,
	"bank_branch" text,
	"bank_ifsc" text,
	"bank_account_number" text,
	"bank_account_name" text,
	"upi_vpa" text,
	"payment_gateway_id" text,
	"is_seva" boolean DEFAULT true NOT NULL,
	"is_virtual_queue" boolean DEFAULT false NOT NULL,
	"is_devotee_visit" boolean DEFAULT false NOT NULL,
	"is_live_darshan" boolean DEFAULT false NOT NULL,
	"seva_booking_link" text,
	"devotee_visit_booking_link" text,
	"virtual_queue_booking_link" text,
	"live_darshan_booking_link" text,
	"is_registered" boolean DEFAULT true NOT NULL,
	"is_notification" boolean DEFAULT true NOT NULL,
	"is_dakshina_enabled" boolean DEFAULT true NOT NULL,
	"is_name_star_required" boolean DEFAULT true NOT NULL,
	"is_change_all_seva_time" boolean DEFAULT false NOT NULL,
	"platform_charge_amount" integer DEFAULT 0 NOT NULL,
	"platform_charge_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"split_service_charge" integer DEFAULT 0 NOT NULL,
	"is_introductory_service_charge" boolean DEFAULT false NOT NULL,
	"introductory_service_amount" integer DEFAULT 0 NOT NULL,
	"seva_block_period_days" smallint DEFAULT 0 NOT NULL,
	"seva_end_date" date,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"star_of_day_rule" text DEFAULT 'sunrise' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temples_star_of_day_rule_check" CHECK ("temples"."star_of_day_rule" in ('sunrise', 'six-nazhika')),
	CONSTRAINT "temples_platform_charge_percent_check" CHECK ("temples"."platform_charge_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "vq_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vq_blocked_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"block_date" date NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vq_booking_devotees" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"temple_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"id_proof_type" text,
	"id_proof_number" text,
	"is_live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vq_booking_devotees_age_check" CHECK ("vq_booking_devotees"."age" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "vq_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"slot_day_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"queue_number" text NOT NULL,
	"party_size" smallint NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"token_nonce" text NOT NULL,
	"mobile" text,
	"lead_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"admitted_at" timestamp with time zone,
	"admitted_by" integer,
	"admitted_by_name" text,
	"admitted_gate" text,
	CONSTRAINT "vq_bookings_status_check" CHECK ("vq_bookings"."status" in ('booked', 'cancelled', 'admitted')),
	CONSTRAINT "vq_bookings_party_check" CHECK ("vq_bookings"."party_size" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "vq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"label" text NOT NULL,
	"label_narration" text,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vq_questions_kind_check" CHECK ("vq_questions"."kind" in ('text', 'number', 'choice', 'date')),
	CONSTRAINT "vq_questions_status_check" CHECK ("vq_questions"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "vq_settings" (
	"temple_id" integer PRIMARY KEY NOT NULL,
	"days_ahead" smallint NOT NULL,
	"opening_time" time NOT NULL,
	"grace_minutes" smallint NOT NULL,
	"max_party_size" smallint NOT NULL,
	"is_id_proof_required" boolean NOT NULL,
	"id_proof_types" jsonb NOT NULL,
	"instructions" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vq_settings_days_ahead_check" CHECK ("vq_settings"."days_ahead" between 0 and 365),
	CONSTRAINT "vq_settings_grace_check" CHECK ("vq_settings"."grace_minutes" between 0 and 240),
	CONSTRAINT "vq_settings_party_check" CHECK ("vq_settings"."max_party_size" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "vq_slot_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"template_id" integer,
	"label" text,
	"capacity" integer NOT NULL,
	"max_party_size" smallint NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"block_reason" text,
	"blocked_by" integer,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vq_slot_days_booked_check" CHECK ("vq_slot_days"."booked" >= 0 and "vq_slot_days"."booked" <= "vq_slot_days"."capacity"),
	CONSTRAINT "vq_slot_days_times_check" CHECK ("vq_slot_days"."end_time" > "vq_slot_days"."start_time")
);
--> statement-breakpoint
CREATE TABLE "vq_slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"temple_id" integer NOT NULL,
	"weekday" smallint,
	"slot_date" date,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"max_party_size" smallint NOT NULL,
	"label" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vq_slot_templates_when_check" CHECK (("vq_slot_templates"."weekday" is null) <> ("vq_slot_templates"."slot_date" is null)),
	CONSTRAINT "vq_slot_templates_weekday_check" CHECK ("vq_slot_templates"."weekday" is null or "vq_slot_templates"."weekday" between 0 and 6),
	CONSTRAINT "vq_slot_templates_times_check" CHECK ("vq_slot_templates"."end_time" > "vq_slot_templates"."start_time"),
	CONSTRAINT "vq_slot_templates_capacity_check" CHECK ("vq_slot_templates"."capacity" >= 0),
	CONSTRAINT "vq_slot_templates_party_check" CHECK ("vq_slot_templates"."max_party_size" between 1 and 20),
	CONSTRAINT "vq_slot_templates_status_check" CHECK ("vq_slot_templates"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotee_names" ADD CONSTRAINT "devotee_names_devotee_id_devotees_id_fk" FOREIGN KEY ("devotee_id") REFERENCES "public"."devotees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotee_names" ADD CONSTRAINT "devotee_names_star_id_stars_id_fk" FOREIGN KEY ("star_id") REFERENCES "public"."stars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotees" ADD CONSTRAINT "devotees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotees" ADD CONSTRAINT "devotees_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotees" ADD CONSTRAINT "devotees_star_id_stars_id_fk" FOREIGN KEY ("star_id") REFERENCES "public"."stars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotees" ADD CONSTRAINT "devotees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_temples" ADD CONSTRAINT "favourite_temples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_temples" ADD CONSTRAINT "favourite_temples_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seva_id_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."sevas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_deity_id_deities_id_fk" FOREIGN KEY ("deity_id") REFERENCES "public"."deities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_devotee_name_id_devotee_names_id_fk" FOREIGN KEY ("devotee_name_id") REFERENCES "public"."devotee_names"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_star_id_stars_id_fk" FOREIGN KEY ("star_id") REFERENCES "public"."stars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_devotee_id_devotees_id_fk" FOREIGN KEY ("devotee_id") REFERENCES "public"."devotees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_responses" ADD CONSTRAINT "payment_responses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_availability" ADD CONSTRAINT "seva_availability_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_availability" ADD CONSTRAINT "seva_availability_seva_id_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."sevas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_availability" ADD CONSTRAINT "seva_availability_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_blocking" ADD CONSTRAINT "seva_blocking_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_blocking" ADD CONSTRAINT "seva_blocking_seva_id_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."sevas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_blocking" ADD CONSTRAINT "seva_blocking_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_day_counters" ADD CONSTRAINT "seva_day_counters_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_day_counters" ADD CONSTRAINT "seva_day_counters_seva_id_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."sevas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seva_groups" ADD CONSTRAINT "seva_groups_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sevas" ADD CONSTRAINT "sevas_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sevas" ADD CONSTRAINT "sevas_deity_id_deities_id_fk" FOREIGN KEY ("deity_id") REFERENCES "public"."deities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sevas" ADD CONSTRAINT "sevas_seva_group_id_seva_groups_id_fk" FOREIGN KEY ("seva_group_id") REFERENCES "public"."seva_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_events" ADD CONSTRAINT "temple_events_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_events" ADD CONSTRAINT "temple_events_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_events" ADD CONSTRAINT "temple_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_instructions" ADD CONSTRAINT "temple_instructions_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_instructions" ADD CONSTRAINT "temple_instructions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temple_instructions" ADD CONSTRAINT "temple_instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deities" ADD CONSTRAINT "deities_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temples" ADD CONSTRAINT "temples_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_answers" ADD CONSTRAINT "vq_answers_booking_id_vq_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."vq_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_answers" ADD CONSTRAINT "vq_answers_question_id_vq_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."vq_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_blocked_dates" ADD CONSTRAINT "vq_blocked_dates_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_blocked_dates" ADD CONSTRAINT "vq_blocked_dates_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_booking_devotees" ADD CONSTRAINT "vq_booking_devotees_booking_id_vq_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."vq_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_bookings" ADD CONSTRAINT "vq_bookings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_bookings" ADD CONSTRAINT "vq_bookings_slot_day_id_vq_slot_days_id_fk" FOREIGN KEY ("slot_day_id") REFERENCES "public"."vq_slot_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_bookings" ADD CONSTRAINT "vq_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_bookings" ADD CONSTRAINT "vq_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_bookings" ADD CONSTRAINT "vq_bookings_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_questions" ADD CONSTRAINT "vq_questions_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_settings" ADD CONSTRAINT "vq_settings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_settings" ADD CONSTRAINT "vq_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_slot_days" ADD CONSTRAINT "vq_slot_days_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_slot_days" ADD CONSTRAINT "vq_slot_days_template_id_vq_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."vq_slot_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_slot_days" ADD CONSTRAINT "vq_slot_days_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_slot_templates" ADD CONSTRAINT "vq_slot_templates_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vq_slot_templates" ADD CONSTRAINT "vq_slot_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_temple_idx" ON "audit_log" USING btree ("temple_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "otps_mobile_purpose_idx" ON "otps" USING btree ("mobile","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_rights_user_right_unique" ON "user_rights" USING btree ("user_id","right");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_temple_idx" ON "users" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_version_platform_unique" ON "app_versions" USING btree ("version","platform");--> statement-breakpoint
CREATE INDEX "devotee_names_devotee_idx" ON "devotee_names" USING btree ("devotee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devotees_user_unique" ON "devotees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "devotees_temple_mobile_idx" ON "devotees" USING btree ("temple_id","mobile");--> statement-breakpoint
CREATE INDEX "enquiries_temple_status_idx" ON "enquiries" USING btree ("temple_id","status","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_entries_page_name_unique" ON "help_entries" USING btree ("page_name");--> statement-breakpoint
CREATE UNIQUE INDEX "images_single_kind_owner_unique" ON "images" USING btree ("kind","owner_id") WHERE "images"."kind" <> 'gallery';--> statement-breakpoint
CREATE INDEX "images_kind_owner_idx" ON "images" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_unique" ON "locations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "notification_broadcasts_temple_idx" ON "notification_broadcasts" USING btree ("temple_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_temple_idx" ON "notifications" USING btree ("temple_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_token_unique" ON "push_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_temple_date_idx" ON "order_lines" USING btree ("temple_id","perform_date");--> statement-breakpoint
CREATE INDEX "order_lines_seva_date_idx" ON "order_lines" USING btree ("seva_id","perform_date");--> statement-breakpoint
CREATE INDEX "order_lines_temple_status_idx" ON "order_lines" USING btree ("temple_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_token_unique" ON "orders" USING btree ("receipt_token");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_temple_date_idx" ON "orders" USING btree ("temple_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_status_hold_idx" ON "orders" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_event_unique" ON "payment_events" USING btree ("gateway","gateway_event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_responses_payment_idx" ON "payment_responses" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_unique" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_unique" ON "payments" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_unique" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_temple_status_idx" ON "refunds" USING btree ("temple_id","status");--> statement-breakpoint
CREATE INDEX "seva_availability_seva_idx" ON "seva_availability" USING btree ("seva_id");--> statement-breakpoint
CREATE INDEX "seva_availability_temple_dates_idx" ON "seva_availability" USING btree ("temple_id","from_date");--> statement-breakpoint
CREATE INDEX "seva_blocking_temple_dates_idx" ON "seva_blocking" USING btree ("temple_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "seva_blocking_seva_idx" ON "seva_blocking" USING btree ("seva_id");--> statement-breakpoint
CREATE INDEX "seva_day_counters_temple_date_idx" ON "seva_day_counters" USING btree ("temple_id","perform_date");--> statement-breakpoint
CREATE UNIQUE INDEX "seva_groups_temple_code_unique" ON "seva_groups" USING btree ("temple_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sevas_temple_code_unique" ON "sevas" USING btree ("temple_id","code");--> statement-breakpoint
CREATE INDEX "sevas_temple_status_idx" ON "sevas" USING btree ("temple_id","status");--> statement-breakpoint
CREATE INDEX "sevas_deity_idx" ON "sevas" USING btree ("deity_id");--> statement-breakpoint
CREATE INDEX "sevas_group_idx" ON "sevas" USING btree ("seva_group_id");--> statement-breakpoint
CREATE INDEX "temple_events_temple_dates_idx" ON "temple_events" USING btree ("temple_id","status","end_date");--> statement-breakpoint
CREATE INDEX "temple_instructions_temple_idx" ON "temple_instructions" USING btree ("temple_id","status","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deities_temple_code_unique" ON "deities" USING btree ("temple_id","code");--> statement-breakpoint
CREATE INDEX "deities_temple_idx" ON "deities" USING btree ("temple_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "temples_code_unique" ON "temples" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "temples_short_code_unique" ON "temples" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "temples_location_idx" ON "temples" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "temples_status_order_idx" ON "temples" USING btree ("status","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "vq_answers_booking_question_unique" ON "vq_answers" USING btree ("booking_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vq_blocked_dates_temple_date_unique" ON "vq_blocked_dates" USING btree ("temple_id","block_date");--> statement-breakpoint
CREATE INDEX "vq_booking_devotees_booking_idx" ON "vq_booking_devotees" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vq_booking_devotees_id_proof_unique" ON "vq_booking_devotees" USING btree ("temple_id","slot_date","id_proof_number") WHERE "vq_booking_devotees"."is_live" and "vq_booking_devotees"."id_proof_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vq_bookings_user_day_unique" ON "vq_bookings" USING btree ("temple_id","slot_date","user_id") WHERE "vq_bookings"."status" in ('booked', 'admitted');--> statement-breakpoint
CREATE UNIQUE INDEX "vq_bookings_queue_number_unique" ON "vq_bookings" USING btree ("temple_id","queue_number");--> statement-breakpoint
CREATE INDEX "vq_bookings_slot_day_idx" ON "vq_bookings" USING btree ("slot_day_id","status");--> statement-breakpoint
CREATE INDEX "vq_bookings_temple_date_idx" ON "vq_bookings" USING btree ("temple_id","slot_date");--> statement-breakpoint
CREATE INDEX "vq_bookings_temple_mobile_idx" ON "vq_bookings" USING btree ("temple_id","mobile","slot_date");--> statement-breakpoint
CREATE INDEX "vq_bookings_user_idx" ON "vq_bookings" USING btree ("user_id","slot_date");--> statement-breakpoint
CREATE INDEX "vq_questions_temple_idx" ON "vq_questions" USING btree ("temple_id","status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "vq_slot_days_temple_date_start_unique" ON "vq_slot_days" USING btree ("temple_id","slot_date","start_time");--> statement-breakpoint
CREATE INDEX "vq_slot_days_template_idx" ON "vq_slot_days" USING btree ("temple_id","template_id","slot_date");--> statement-breakpoint
CREATE INDEX "vq_slot_templates_temple_idx" ON "vq_slot_templates" USING btree ("temple_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vq_slot_templates_weekday_start_unique" ON "vq_slot_templates" USING btree ("temple_id","weekday","start_time") WHERE "vq_slot_templates"."status" = 1 and "vq_slot_templates"."weekday" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vq_slot_templates_date_start_unique" ON "vq_slot_templates" USING btree ("temple_id","slot_date","start_time") WHERE "vq_slot_templates"."status" = 1 and "vq_slot_templates"."slot_date" is not null;