import { PetStoreMockError } from '../../mock-error';

/** The error a refused control call throws: the Error object's status, code, message and details. */
export async function controlRefusal(response: Response): Promise<PetStoreMockError> {
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    details?: { path: string; message: string }[];
  };
  const details = body.details?.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
  return new PetStoreMockError(
    `The mock's control API answered ${response.status} ${body.code ?? ''}: ${body.message ?? response.statusText}${details ? ` (${details})` : ''}`,
  );
}
