import { describe, expect, it } from 'vitest';
import { codeFromName, firstFreeCode, TimeOfDayInputSchema, toTimeOfDay } from './admin-fields.ts';
import { daysOfMonth, ReplaceAvailabilityRulesInputSchema } from './availability-admin-schemas.ts';
import { CreateSevaInputSchema, sevaFieldProblems } from './catalogue-admin-schemas.ts';
import { hasAllowedImageExtension } from './content-admin-schemas.ts';
import { UpdateTempleProfileInputSchema } from './temple-profile-schemas.ts';

describe('temple management input rules', () => {
  it.each([
    ['Usha Pooja', 'usha-pooja'],
    ['  Nei  Vilakku (Ghee Lamp) ', 'nei-vilakku-ghee-lamp'],
    ['Ganapathi Homam – 108', 'ganapathi-homam-108'],
    ['ഉഷ പൂജ', ''],
  ])('makes the code of %j: %j', (name, code) => {
    expect(codeFromName(name)).toBe(code);
  });

  it('finds the first free code', () => {
    expect(firstFreeCode('archana', new Set())).toBe('archana');
    expect(firstFreeCode('archana', new Set(['archana', 'archana-2']))).toBe('archana-3');
  });

  it.each([
    ['06:30', true],
    ['23:59', true],
    ['24:00', false],
    ['6:30', false],
    ['06:30:00', false],
  ])('reads %s as a block time: %s', (time, isValid) => {
    expect(TimeOfDayInputSchema.safeParse(time).success).toBe(isValid);
  });

  it("speaks 'HH:mm' for the database's 'HH:mm:ss'", () => {
    expect(toTimeOfDay('18:30:00')).toBe('18:30');
    expect(toTimeOfDay(null)).toBeNull();
  });

  it.each([
    ['photo.png', true],
    ['PHOTO.JPEG', true],
    ['scan.tiff', true],
    ['old.bmp', true],
    ['anim.gif', true],
    ['x.webp', true],
    ['x.jpg', true],
    ['vector.svg', false],
    ['photo.heic', false],
    ['photo.png.exe', false],
    ['png', false],
  ])('allows %s by name: %s (spec §5)', (name, allowed) => {
    expect(hasAllowedImageExtension(name)).toBe(allowed);
  });

  it('checks seva fields across each other', () => {
    expect(
      sevaFieldProblems({ sevaType: 1, isContinuous: true, isPrasadamDeliverable: false, deliveryCharge: 0 }),
    ).toEqual([]);
    expect(
      sevaFieldProblems({
        sevaType: 3,
        isContinuous: true,
        isPrasadamDeliverable: false,
        deliveryCharge: 100,
      }).map((problem) => problem.field),
    ).toEqual(['isContinuous', 'deliveryCharge']);
    expect(
      CreateSevaInputSchema.safeParse({ name: 'X', rate: 100, sevaType: 2, isContinuous: true }).success,
    ).toBe(false);
  });

  it('lists the days of a month, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2030-02').at(-1)).toBe('2030-02-28');
    expect(daysOfMonth('2030-12')[0]).toBe('2030-12-01');
  });

  it('fills a special-pooja rule and refuses ranges past a year', () => {
    const parsed = ReplaceAvailabilityRulesInputSchema.parse({
      rules: [{ kind: 'special', fromDate: '2030-02-20' }],
    });
    expect(parsed.rules[0]).toMatchObject({ kind: 'special', fromDate: '2030-02-20' });
    const tooLong = ReplaceAvailabilityRulesInputSchema.safeParse({
      rules: [{ kind: 'weekly', weekdays: [0], fromDate: '2030-01-01', toDate: '2031-01-02' }],
    });
    expect(tooLong.success).toBe(false);
  });

  it('keeps only the src of a pasted Google Maps iframe, never HTML', () => {
    const parsed = UpdateTempleProfileInputSchema.parse({
      mapEmbedUrl: '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" loading="lazy"></iframe>',
    });
    expect(parsed.mapEmbedUrl).toBe('https://www.google.com/maps/embed?pb=!1m18!1m12');
    expect(UpdateTempleProfileInputSchema.safeParse({ mapEmbedUrl: '<script>x</script>' }).success).toBe(
      false,
    );
    expect(UpdateTempleProfileInputSchema.parse({ mapEmbedUrl: '' }).mapEmbedUrl).toBeNull();
  });
});
