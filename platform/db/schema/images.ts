/**
 * Uploaded images, stored content-addressed (sha-256 of the stored bytes) in the database so a
 * second instance needs nothing but the same database (DESIGN.md section 3), and the sizes the
 * screens and the guest menu draw from them (a crop rectangle scaled to a width), made once.
 */
import {
  customType,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";
import { organizations } from "./organizations.js";

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

export const images = pgTable(
  "images",
  {
    /** Hex sha-256 of `bytes`: the same file uploaded twice is stored once. */
    sha256: text("sha256").primaryKey(),
    /** image/png, image/jpeg or application/pdf (the localized image editor takes pdf). */
    mime: text("mime").notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: bytea("bytes").notNull(),
    /** Who uploaded it first (informational; images are public once their URL is known). */
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [index("images_organization_idx").on(t.organizationId)]
);

/** A drawn size of an image: key = sha256 + crop + width + format; immutable like its source. */
export const imageRenditions = pgTable(
  "image_renditions",
  {
    key: text("key").primaryKey(),
    sha256: text("sha256")
      .notNull()
      .references(() => images.sha256, { onDelete: "cascade" }),
    mime: text("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  // The cap on renditions kept per image (domain/images/store.ts) counts them by image.
  (t) => [index("image_renditions_sha256_idx").on(t.sha256, t.createdAt)]
);
