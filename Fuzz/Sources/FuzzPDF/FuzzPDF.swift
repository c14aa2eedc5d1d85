import BoxTree
import PDFForms

/// A PDF's bytes through `PDFRepair`'s two mendings and `PDFProducer` (all in place, the same length) and the fillable-form update (`AcroFormWriter`): its cross-reference reader (every
/// section, `/Prev` chains), trailer, catalog, page tree and page dictionaries. The first byte says
/// how many fields to add (1–8) and of which kinds; the rest is the PDF. It must throw a
/// `Failure` or return an update that starts with the original bytes and that the writer reads back
/// (a second update is refused as a second form, never a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let selector = Int(data[0])
    let pdf = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let kinds: [FillableField.Kind] = [.text(multiline: false, maxLength: nil, comb: false), .text(multiline: true, maxLength: 40, comb: false),
                                       .text(multiline: false, maxLength: 5, comb: true), .checkBox, .radio(option: "A b", place: 0),
                                       .radio(option: "é", place: 1), .choice(options: ["x", "(y)"]), .checkBox]
    let page = 1 + (selector >> 6) % 3
    var fields: [PlacedField] = []
    for index in 0...(selector % 8) {
        let kind = kinds[(selector / 8 + index) % kinds.count]
        let value: String? = index % 2 == 0 ? "A b" : nil
        let field = FillableField(name: "f\(index % 3)", kind: kind, value: value, tooltip: "t\\)")
        let frame = Rect(x: 10, y: 20 * Double(index), width: 100, height: 18)
        fields.append(PlacedField(field: field, page: page, frame: frame, pageHeight: 842))
    }
    let mended = PDFRepair.freeingUnwrittenObjects(pdf)
    precondition(mended.count == pdf.count, "mending must keep every offset")
    precondition(PDFRepair.blankingRepeatedResourceNames(pdf).count == pdf.count, "naming resources once must keep every offset")
    let stamped = PDFProducer.stamp(pdf, producer: "FormRender 0.15.0")
    precondition(stamped.count == pdf.count, "naming the producer must keep every offset")
    guard let updated = try? AcroFormWriter.addFields(fields, to: pdf) else { return 0 }
    precondition(updated.count > pdf.count && Array(updated.prefix(pdf.count)) == pdf, "an update must only append")
    if (try? AcroFormWriter.addFields(fields, to: updated)) != nil {
        preconditionFailure("a second form was added to an updated PDF")
    }
    return 0
}
