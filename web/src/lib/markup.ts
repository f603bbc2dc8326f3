/**
 * Spec §5 markup check, shared with the worker through the contract. It only
 * decides whether text should be treated as markup; rendering still goes
 * through an allow-list sanitizer.
 */
export { isSafeMarkup } from '@contract/content-filter';
