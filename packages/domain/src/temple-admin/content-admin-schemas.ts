import { z } from 'zod';
import { daysBetween, isIsoDate } from '../booking/calendar.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { TEMPLE_EVENT_KINDS, TempleEventSchema } from '../catalogue/temple-event-schemas.ts';
import { IMAGE_KINDS } from '../image-kinds.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import {
  ActiveStatusInputSchema,
  IdParam,
  NOTHING_TO_CHANGE_MESSAGE,
  OrderNoInputSchema,
  optionalText,
  StatusFilterSchema,
} from './admin-fields.ts';

/** A temple's pages its staff write: instructions, events and festivals, gallery and images. */

// Instructions (spec instruction-list, instruction-details) ------------------------------------------

const instructionFields = {
  title: z.string().trim().min(1, 'Enter a title').max(200),
  titleNarration: optionalText(200),
  /** HTML; the server keeps only safe tags and attributes (no scripts, no event handlers). */
  bodyHtml: z.string().max(50_000, 'At most 50,000 characters'),
  orderNo: OrderNoInputSchema.optional(),
  status: ActiveStatusInputSchema.optional(),
};

export const CreateInstructionInputSchema = z.strictObject(instructionFields);
export type CreateInstructionInput = z.infer<typeof CreateInstructionInputSchema>;

export const UpdateInstructionInputSchema = z
  .strictObject({
    ...instructionFields,
    title: instructionFields.title.optional(),
    bodyHtml: instructionFields.bodyHtml.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_CHANGE_MESSAGE);
export type UpdateInstructionInput = z.infer<typeof UpdateInstructionInputSchema>;

export const InstructionSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  title: z.string(),
  titleNarration: z.string().nullable(),
  bodyHtml: z.string(),
  orderNo: z.number().int(),
  /** 1 shown to devotees, 0 hidden. */
  status: z.number().int(),
  updatedAt: z.string(),
});
export type Instruction = z.infer<typeof InstructionSchema>;
export const InstructionListSchema = pageOf(InstructionSchema);
export type InstructionList = z.infer<typeof InstructionListSchema>;

export const StaffInstructionListQuerySchema = PageQuerySchema.extend({
  status: StatusFilterSchema.optional(),
  /** Matches the title in either language. */
  search: z.string().trim().max(100).optional(),
});
export type StaffInstructionListQuery = z.infer<typeof StaffInstructionListQuerySchema>;

export const TempleInstructionParamsSchema = z.strictObject({ templeId: IdParam, instructionId: IdParam });

// Events and festivals (spec temple-event-list, temple-event-details, festivals) ----------------------

const MAX_EVENT_DAYS = 366;

function checkEventDates(
  input: { startDate?: string | undefined; endDate?: string | undefined },
  context: z.RefinementCtx,
): void {
  const { startDate, endDate } = input;
  if (!startDate || !endDate || !isIsoDate(startDate) || !isIsoDate(endDate)) return;
  if (endDate < startDate) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'The end date cannot be before the start',
    });
  } else if (daysBetween(startDate, endDate) + 1 > MAX_EVENT_DAYS) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: `At most ${MAX_EVENT_DAYS} days` });
  }
}

const eventFields = {
  kind: z.enum(TEMPLE_EVENT_KINDS).optional(),
  title: z.string().trim().min(1, 'Enter a title').max(200),
  titleNarration: optionalText(200),
  description: optionalText(10_000),
  startDate: IsoDateSchema,
  /** Omitted on create: a one-day event. */
  endDate: IsoDateSchema.optional(),
  /** One of the temple's gallery images; null: the temple's banner. */
  imageId: z.number().int().positive().nullable().optional(),
  /** 1 shown, 0 hidden (draft). */
  status: ActiveStatusInputSchema.optional(),
};

export const CreateTempleEventInputSchema = z.strictObject(eventFields).superRefine(checkEventDates);
export type CreateTempleEventInput = z.infer<typeof CreateTempleEventInputSchema>;

export const UpdateTempleEventInputSchema = z
  .strictObject({
    ...eventFields,
    title: eventFields.title.optional(),
    startDate: IsoDateSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_CHANGE_MESSAGE)
  .superRefine(checkEventDates);
export type UpdateTempleEventInput = z.infer<typeof UpdateTempleEventInputSchema>;

export const StaffTempleEventSchema = TempleEventSchema.extend({
  imageId: z.number().int().nullable(),
  status: z.number().int(),
  updatedAt: z.string(),
});
export type StaffTempleEvent = z.infer<typeof StaffTempleEventSchema>;
export const StaffTempleEventListSchema = pageOf(StaffTempleEventSchema);
export type StaffTempleEventList = z.infer<typeof StaffTempleEventListSchema>;

export const StaffTempleEventListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(TEMPLE_EVENT_KINDS).optional(),
  status: StatusFilterSchema.optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  /** Matches the title in either language. */
  search: z.string().trim().max(100).optional(),
});
export type StaffTempleEventListQuery = z.infer<typeof StaffTempleEventListQuerySchema>;

export const TempleEventParamsSchema = z.strictObject({ templeId: IdParam, eventId: IdParam });

// Images (spec image-cropper, §5 allowed types and compression) -------------------------------------

/** spec §5: the picked image's type must be one of these, else "Invalid image type". */
export const ALLOWED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'tiff', 'webp'] as const;
export const INVALID_IMAGE_TYPE_MESSAGE = 'Invalid image type';
/** The largest upload the server reads. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Stored images fit in this square, and are JPEG at spec §5's compression quality 50. */
export const IMAGE_MAX_DIMENSION = 1600;
export const IMAGE_JPEG_QUALITY = 50;

/** Whether the file name ends in one of the allowed types (case-insensitive): 'Logo.PNG' is one. */
export function hasAllowedImageExtension(fileName: string): boolean {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension !== undefined && (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Kinds held one per owner, uploaded with PUT; gallery images are added one by one. */
export const SINGLE_IMAGE_UPLOAD_KINDS = ['temple-logo', 'temple-banner', 'deity', 'seva'] as const;
export type SingleImageUploadKind = (typeof SINGLE_IMAGE_UPLOAD_KINDS)[number];

export const TempleImageParamsSchema = z.strictObject({
  templeId: IdParam,
  kind: z.enum(SINGLE_IMAGE_UPLOAD_KINDS),
  ownerId: IdParam,
});

export const StoredImageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMAGE_KINDS),
  ownerId: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  caption: z.string().nullable(),
});
export type StoredImageView = z.infer<typeof StoredImageSchema>;

// Gallery (spec gallery, temple-gallery) ----------------------------------------------------------

export const UpdateGalleryImageInputSchema = z
  .strictObject({ caption: optionalText(300), orderNo: z.number().int().min(0).max(32_000).optional() })
  .refine((input) => input.caption !== undefined || input.orderNo !== undefined, NOTHING_TO_CHANGE_MESSAGE);
export type UpdateGalleryImageInput = z.infer<typeof UpdateGalleryImageInputSchema>;

export const TempleGalleryImageParamsSchema = z.strictObject({ templeId: IdParam, imageId: IdParam });

/** The staff's gallery: every image with its place in the order (0 first). */
export const StaffGalleryImageSchema = StoredImageSchema.extend({
  orderNo: z.number().int(),
  createdAt: z.string(),
});
export type StaffGalleryImage = z.infer<typeof StaffGalleryImageSchema>;
export const StaffGalleryListSchema = pageOf(StaffGalleryImageSchema);
export type StaffGalleryList = z.infer<typeof StaffGalleryListSchema>;

export const GALLERY_POSITION_MESSAGE = 'Give a position, 0 or more';

/** Moves one image to a place in the gallery's order (0 first; past the end means last). */
export const MoveGalleryImageInputSchema = z.strictObject({
  position: z.number().int(GALLERY_POSITION_MESSAGE).min(0, GALLERY_POSITION_MESSAGE).max(32_000),
});
export type MoveGalleryImageInput = z.infer<typeof MoveGalleryImageInputSchema>;
