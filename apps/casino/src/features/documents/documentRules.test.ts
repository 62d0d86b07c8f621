import { describe, expect, it } from 'vitest';
import {
  documentKinds,
  fileProblem,
  firstSaveProblem,
  MAX_BYTES,
  onFile,
  replaceable,
  statusOf,
  updatePayload,
} from './documentRules';
import { documentMessages as m, pleaseUpload } from './messages';

const none = {};
const allChosen = {
  idcardProofId: 'a',
  idcardHoldProofId: 'b',
  addressProofId: 'c',
  paymentProofId: 'd',
};

describe('a picked file', () => {
  it('is refused for its type first, then for its size', () => {
    expect(fileProblem({ type: 'application/pdf', size: MAX_BYTES + 1 })).toBe(m.fileType);
    expect(fileProblem({ type: 'image/gif', size: 10 })).toBe(m.fileType);
    expect(fileProblem({ type: 'image/png', size: MAX_BYTES + 1 })).toBe(m.fileSize);
    expect(fileProblem({ type: 'image/bmp', size: 0 })).toBe(m.fileSize);
  });

  it('is taken as JPEG, PNG or BMP of 5 MB at most', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/bmp']) {
      expect(fileProblem({ type, size: MAX_BYTES })).toBeNull();
    }
  });
});

describe('saving the documents checks in the spec’s order', () => {
  it('asks for files when none was chosen, even with everything on file', () => {
    const everything = { ...allChosen, idcardProofStatus: 10, idcardHoldProofStatus: 10 } as const;
    expect(firstSaveProblem({}, none)).toEqual({ message: m.noFiles });
    expect(firstSaveProblem({}, { ...everything, addressProofStatus: 20, paymentProofStatus: 10 })).toEqual({
      message: m.noFiles,
    });
  });

  it('refuses more than 6 files', () => {
    const seven = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, `f${i}`]));
    expect(firstSaveProblem(seven, none)).toEqual({ message: m.tooMany });
  });

  it('asks for each missing proof in order: ID, hand-held ID, address, payment', () => {
    const expectMissing = (chosen: Record<string, string>, label: unknown) =>
      expect(firstSaveProblem(chosen, none)).toEqual({ message: pleaseUpload, item: label });
    expectMissing({ paymentProofId: 'd' }, m.idcard);
    expectMissing({ idcardProofId: 'a', paymentProofId: 'd' }, m.idcardHold);
    expectMissing({ idcardProofId: 'a', idcardHoldProofId: 'b' }, m.address);
    expectMissing({ idcardProofId: 'a', idcardHoldProofId: 'b', addressProofId: 'c' }, m.payment);
    expect(firstSaveProblem(allChosen, none)).toBeNull();
  });

  it('counts a proof on file unless its review refused it; the source of wealth is never required', () => {
    const user = {
      idcardProofId: 'x',
      idcardProofStatus: 20,
      idcardHoldProofId: 'y',
      idcardHoldProofStatus: 10,
      addressProofId: 'z',
      addressProofStatus: 30,
    } as const;
    expect(firstSaveProblem({ paymentProofId: 'd' }, user)).toEqual({
      message: pleaseUpload,
      item: m.address,
    });
    expect(firstSaveProblem({ paymentProofId: 'd', addressProofId: 'new' }, user)).toBeNull();
  });
});

describe('documents on file', () => {
  const [idcard] = documentKinds;
  it('reads not uploaded without a file, and the review status with one', () => {
    expect(statusOf({}, idcard!)).toBe(0);
    expect(statusOf({ idcardProofId: 'x', idcardProofStatus: 30 }, idcard!)).toBe(30);
    expect(onFile({ idcardProofId: 'x', idcardProofStatus: 30 }, idcard!)).toBe(false);
    expect(onFile({ idcardProofId: 'x', idcardProofStatus: 10 }, idcard!)).toBe(true);
  });

  it('keeps an approved document: it cannot be replaced', () => {
    expect(replaceable({ idcardProofId: 'x', idcardProofStatus: 20 }, idcard!)).toBe(false);
    expect(replaceable({ idcardProofId: 'x', idcardProofStatus: 30 }, idcard!)).toBe(true);
  });

  it('sends the new uploads and, for the rest, what is on file', () => {
    expect(
      updatePayload(
        { addressProofId: 'new' },
        { idcardProofId: 'a', idcardHoldProofId: 'b', addressProofId: 'old', paymentProofId: 'd' },
      ),
    ).toEqual({ idcardProofId: 'a', idcardHoldProofId: 'b', addressProofId: 'new', paymentProofId: 'd' });
  });
});
