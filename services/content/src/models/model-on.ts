import type { Connection, Model, Schema } from 'mongoose';

/** A wire record as stored: without `id`, with its timestamps. */
export type StoredRecord<R extends { id: string }> = Omit<R, 'id'> & { created_at: Date; updated_at: Date };

/** Schema options of a record kind: `created_at` / `updated_at` timestamps, no `__v`. */
export const RECORD_OPTIONS = {
  timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
  versionKey: false,
} as const;

/** The model `name` on `connection` (in `collection`), compiled once per connection. */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>, collection: string): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}
