/**
 * OpenTelemetry traces of every `@petstore/sdk` call, as a hook object for the client's `hooks`
 * option: `new PetStore({ hooks: [openTelemetry()] })`.
 * @module @petstore/opentelemetry
 */
export { type OpenTelemetryOptions, openTelemetry } from './open-telemetry';
