import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_PDF_BYTES, MEDIA_VARIANT_WIDTHS } from '@consulting/contracts';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import type { ApiRoute, RouteOperation } from '@consulting/service-kit';
import { contentTrailRoute } from '../routes/admin-records.ts';
import { IMAGE_ERRORS } from './media-images.ts';
import { MEDIA_ERRORS, mediaAltSchema, mediaUpload } from './media-upload.ts';

const TAG = 'Admin: media';
const common = { tags: [TAG], auth: 'staff' as const };
const ITEM = '/api/admin/media/{id}';
const MIB = 1024 * 1024;

/**
 * The declarations of the media library's staff routes, registered by `adminMediaRouter`;
 * `listQuery` is the list's query schema (`mediaListSpec`). The public files
 * (`GET /media/{id}/{file}`) are outside `/api`, so outside the reference: see docs/api.md.
 */
export const mediaRouteOperations = (listQuery: z.ZodObject) =>
  ({
    list: {
      ...common,
      method: 'get',
      path: '/api/admin/media',
      summary: 'List the media library, paged',
      query: listQuery,
      success: {
        status: 200,
        description:
          '`{success:true, media: MediaItemRecord[], total, page, page_size}`; newest first; `kind` image|pdf; `q` in the file name and both alt texts',
      },
      errors: { 400: 'A bad query value: page or page_size out of range, an unknown kind, q too long' },
    },
    upload: {
      ...common,
      method: 'post',
      path: '/api/admin/media',
      summary: 'Upload an image or a PDF',
      description: `The type is read from the file's content, never its name or declared type: JPEG, PNG, WebP or GIF images up to ${MEDIA_MAX_IMAGE_BYTES / MIB} MiB and ~40 megapixels, PDFs up to ${MEDIA_MAX_PDF_BYTES / MIB} MiB (enforced while reading). An image needs \`alt_ar\` and \`alt_en\`; a PDF's are its title, optional. Images are stored upright (EXIF rotation applied) without metadata, with variants ${MEDIA_VARIANT_WIDTHS.join(', ')} px wide (those narrower than the original), each in WebP and the original's format (a GIF's variants: its first frame). All or nothing: a failure stores nothing. Audited; raises the content version.`,
      body: { type: 'multipart', schema: mediaAltSchema, files: { file: 'The image or PDF' } },
      use: [mediaUpload()],
      success: { status: 201, description: '`{success:true, media: MediaItemRecord}`' },
      errors: {
        400: `'${MEDIA_ERRORS.noFile}', '${MEDIA_ERRORS.altMissing(['بالعربية', 'بالإنجليزية'])}', '${MEDIA_ERRORS.altTooLong}', '${IMAGE_ERRORS.corrupt}', '${IMAGE_ERRORS.tooManyPixels}', 'Malformed multipart body'`,
        413: `'${MEDIA_ERRORS.tooLarge}' (while reading) or '${MEDIA_ERRORS.imageTooLarge}'`,
        415: `'${MEDIA_ERRORS.unsupported}' (SVG, Office files, executables…), or 'Expected a multipart/form-data body'`,
      },
    },
    item: {
      ...common,
      method: 'get',
      path: ITEM,
      summary: 'One library item',
      success: { status: 200, description: '`{success:true, media: MediaItemRecord}`' },
      errors: { 404: MEDIA_ERRORS.notFound },
    },
    updateAlt: {
      ...common,
      method: 'put',
      path: ITEM,
      summary: "Change an item's alt texts",
      body: { type: 'json', schema: mediaAltSchema },
      success: {
        status: 200,
        description: '`{success:true, media: MediaItemRecord}`; audited; raises the content version',
      },
      errors: {
        400: `'${MEDIA_ERRORS.nothingToUpdate}', an image's alt text left blank ('${MEDIA_ERRORS.altMissing(['بالإنجليزية'])}') or too long`,
        404: MEDIA_ERRORS.notFound,
      },
    },
    remove: {
      ...common,
      method: 'delete',
      path: ITEM,
      summary: 'Delete an item and all its files',
      success: { status: 200, description: '`{success:true}`; its URLs answer 404 at once; audited' },
      errors: { 404: MEDIA_ERRORS.notFound },
    },
  }) satisfies Record<string, RouteOperation>;

/** `GET /api/admin/media/{id}/audit`: a library item's audit trail (staff). */
export function mediaTrailRoute(connection: Connection): ApiRoute {
  return contentTrailRoute(connection, '/api/admin/media', {
    entity: 'media_item',
    noun: 'media item',
    tag: TAG,
    notFound: MEDIA_ERRORS.notFound,
  });
}
