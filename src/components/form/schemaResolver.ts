import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a zod schema, typed by the schema: the fields hold its input, a
 * valid submit gives its output. zodResolver's overloads cannot be picked for a schema whose type
 * is generic, so the kit's one conversion between the two libraries' types is here.
 *
 * @example
 * useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: schemaResolver(schema) })
 */
export function schemaResolver<S extends z.ZodType<any, any>>(schema: S): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;
}
