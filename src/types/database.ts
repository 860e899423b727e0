/**
 * Database types in the shape `supabase gen types typescript` produces. Placeholder: the public
 * schema is empty until the data-model migrations land and this file is regenerated to match them.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: { [_ in never]: never };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

/** Row type of a public table, e.g. `Tables<'posts'>`. */
export type Tables<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name] extends {
    Row: infer Row;
  }
    ? Row
    : never;

/** Insert type of a public table. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name] extends { Insert: infer Insert } ? Insert : never;

/** Update type of a public table. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name] extends { Update: infer Update } ? Update : never;

/** A public enum's union of values. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
