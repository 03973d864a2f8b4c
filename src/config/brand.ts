/** The one place that names the company. Every persisted preference key starts with `storagePrefix`. */
export const brand = {
  name: 'Okoumé Digital',
  storagePrefix: 'okoume-digital',
  legalName: 'Okoumé Digital SARL',
  email: 'contact@okoume-digital.example',
  phone: '+241 11 44 55 66',
  phoneHref: 'tel:+24111445566',
  whatsapp: 'https://wa.me/24111445566',
  address: 'Boulevard Triomphal, Libreville, Gabon',
  hours: {
    weekdays: { open: '08:00', close: '18:00' },
    saturday: { open: '09:00', close: '13:00' },
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/okoume-digital-example',
    facebook: 'https://www.facebook.com/okoume.digital.example',
    x: 'https://x.com/okoume_digital_example',
  },
  siteUrl: 'https://okoume-digital.example',
} as const;
