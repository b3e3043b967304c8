import { readFile } from 'node:fs/promises';
import { DEFAULT_PRICING, pricingConfigSchema, type PricingConfig } from '@mediaforge/shared';

/** The operator's pricing (PRICING_CONFIG_PATH, a JSON file checked at boot), or the defaults. */
export async function loadPricingConfig(file: string | undefined): Promise<PricingConfig> {
  if (!file) return DEFAULT_PRICING;
  const parsed = pricingConfigSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`PRICING_CONFIG_PATH ${file} is not a valid pricing file: ${problems}`);
  }
  return parsed.data;
}
