import type { Connection, Model, Schema } from 'mongoose';

/** The model `name` of `schema` over `collection` on `connection`, compiled once per connection. */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>, collection: string): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}
