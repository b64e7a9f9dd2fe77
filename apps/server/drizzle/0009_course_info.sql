CREATE TABLE "course_status" (
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"datum" date NOT NULL,
	"open" boolean NOT NULL,
	"winter_greens" boolean NOT NULL,
	"buggies" boolean NOT NULL,
	"trolleys" boolean NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" integer,
	CONSTRAINT "course_status_club_id_course_id_datum_pk" PRIMARY KEY("club_id","course_id","datum")
);
--> statement-breakpoint
ALTER TABLE "holes" ADD COLUMN "lengte" smallint;--> statement-breakpoint
ALTER TABLE "course_status" ADD CONSTRAINT "course_status_club_id_course_id_courses_club_id_id_fk" FOREIGN KEY ("club_id","course_id") REFERENCES "public"."courses"("club_id","id") ON DELETE no action ON UPDATE no action;