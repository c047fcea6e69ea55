import { ADMIN_CODE } from './admin-helpers.ts';
import type { Admin } from './money-helpers.ts';

let counter = 0;

/** Creates a bonus code in the back office (unique name, maxUses 100 and active unless given). */
export async function createBonusCode(admin: Admin, body: Record<string, unknown>) {
  counter += 1;
  // Tests move the clock by days: the gate locks after inactivity, as it should.
  await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
  const code = `CODE${Date.now().toString(36).toUpperCase()}${counter}`;
  const response = await admin.client.post('/api/admin/bonus-codes', { code, maxUses: 100, isActive: true, ...body });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body;
}
