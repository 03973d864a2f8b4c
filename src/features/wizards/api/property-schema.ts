import { z } from 'zod';
import { objectStep } from '@/components/wizard/wizard-steps';
import { email, phone, reviewStep, text, wholeNumber } from './fields';

/** docs/api.md, "Wizards": the property-listing wizard's steps (Vuexy's "Property listing"). Prices in XAF. */
export const ownerTypes = ['owner', 'broker', 'builder'] as const;
export const propertyTypes = ['house', 'apartment', 'land', 'office'] as const;
export const listingTypes = ['sale', 'rent'] as const;
export const amenities = ['parking', 'garden', 'pool', 'security', 'generator', 'airConditioning'] as const;

export const ownerSchema = z.object({
  ownerType: z.enum(ownerTypes, 'validation.required'),
  firstName: text(2, 60),
  lastName: text(2, 60),
  email,
  phone,
});

export const propertySchema = z.object({
  propertyType: z.enum(propertyTypes, 'validation.required'),
  listing: z.enum(listingTypes, 'validation.required'),
  street: text(3, 120),
  city: text(2, 60),
});

export const featuresSchema = z.object({
  area: wholeNumber(10, 1_000_000),
  bedrooms: wholeNumber(0, 50),
  bathrooms: wholeNumber(0, 50),
  furnished: z.boolean(),
  amenities: z.array(z.enum(amenities, 'validation.required')).max(amenities.length, 'validation.tooMany'),
});

export const priceSchema = z.object({
  price: wholeNumber(1000, 100_000_000_000),
  negotiable: z.boolean(),
});

export const propertySteps = [
  objectStep('owner', ownerSchema),
  objectStep('property', propertySchema),
  objectStep('features', featuresSchema),
  objectStep('price', priceSchema),
  reviewStep(),
];

export const propertyListingSchema = z.object({
  ...ownerSchema.shape,
  ...propertySchema.shape,
  ...featuresSchema.shape,
  ...priceSchema.shape,
});

export type PropertyInput = z.infer<typeof propertyListingSchema>;

export const propertyDefaults: PropertyInput = {
  ownerType: 'owner',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  propertyType: 'house',
  listing: 'sale',
  street: '',
  city: '',
  area: '',
  bedrooms: '0',
  bathrooms: '0',
  furnished: false,
  amenities: [],
  price: '',
  negotiable: false,
};
