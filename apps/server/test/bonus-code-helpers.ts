import { asAdmin, type Admin } from './money-helpers.ts';

let counter = 0;

/** Creates a bonus code in the back office (unique name, maxUses 100 and active unless given). */
export async function createBonusCode(admin: Admin, body: Record<string, unknown>) {
  counter += 1;
  const code = `CODE${Date.now().toString(36).toUpperCase()}${counter}`;
  const response = await asAdmin(admin, 'POST', '/api/admin/bonus-codes', { code, maxUses: 100, isActive: true, ...body });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body;
}
