import BoxTree
import FormLayout
import FormModel
import FormPages
import FormRaster
import Foundation
import PDFForms

/// Printing: a form laid out for paper, cut into pages, written as one PDF (with bookmarks, and form
/// fields when asked) and a PNG per page.
extension RenderSession {
    /// The mode a form prints in: the one asked for, else filled when it has values, else blank.
    public func printMode(for form: FormDocument) -> PrintMode {
        options.printMode ?? (form.hasValues ? .filled : .blank)
    }

    /// The form on pages; what printing says (a field sliced over pages, a value cut to its cells) goes
    /// to `warnings`.
    public func paginate(_ form: FormDocument, page: PageSetup, warnings: inout WarningLog) -> PagedLayout {
        let engine = PrintLayoutEngine(theme: theme, measurer: measurer, mode: printMode(for: form), fillable: options.fillable)
        let result = Paginator(setup: page).paginate(engine.layout(form, contentWidth: page.contentWidth))
        for warning in result.warnings { warnings.add(warning, at: SourceLocation(file: form.name)) }
        guard form.isRightToLeft else { return result.layout }
        var paged = result.layout
        paged.pages = paged.pages.map(LayoutMirror.mirrored)
        return paged
    }

    /// A document's pages: a form's; a view tree is an error, as it is one picture.
    func pagedDocument(_ document: Document, page: PageSetup, warnings: inout WarningLog) throws -> PagedLayout {
        guard case .form(let form) = document else {
            throw FormError("--page prints forms, and '\(document.name)' is a view tree: render it without --page (one picture, one PDF page)",
                            at: SourceLocation(file: document.name))
        }
        return paginate(localized(form), page: page, warnings: &warnings)
    }

    public func pdf(_ paged: PagedLayout, title: String?) throws -> [UInt8] {
        let bytes = try rasterizer.pdf(paged, title: title)
        guard options.fillable else { return bytes }
        return try AcroFormWriter.addFields(PlacedField.collect(from: paged.pages), to: bytes)
    }

    func renderPages(_ document: Document, name: String, page: PageSetup, report: inout InputReport) throws {
        var warnings = WarningLog()
        let paged = try pagedDocument(document, page: page, warnings: &warnings)
        for tree in paged.pages { try checkGlyphs(tree, input: report.input, warnings: &warnings) }
        report.warnings.append(contentsOf: warnings.warnings)
        let directory = options.outputDirectory
        for format in options.formats {
            switch format {
            case .pdf:
                let path = (directory as NSString).appendingPathComponent(OutputFormat.pagedPDFName(name: name, page: paged.pageName))
                try AtomicFile.write(try pdf(paged, title: document.title), to: path)
                report.written.append(path)
            case .png:
                for (index, tree) in paged.pages.enumerated() {
                    let path = (directory as NSString)
                        .appendingPathComponent(OutputFormat.pageImageName(name: name, page: paged.pageName, number: index + 1, scale: options.scale))
                    try AtomicFile.write(try rasterizer.png(tree, scale: options.scale), to: path)
                    report.written.append(path)
                }
                removeStalePages(name: name, page: paged.pageName, after: paged.pages.count)
            }
        }
    }

    /// Page images of an earlier run beyond this run's last page would pass for part of this form.
    private func removeStalePages(name: String, page: String, after count: Int) {
        var number = count + 1
        while true {
            let path = (options.outputDirectory as NSString)
                .appendingPathComponent(OutputFormat.pageImageName(name: name, page: page, number: number, scale: options.scale))
            guard FileKind.ofEntry(path) == .regular else { return }
            try? FileManager.default.removeItem(atPath: path)
            number += 1
        }
    }
}

extension RenderSession {
    /// One state of an input on pages, for `layout --page`.
    public func pagedLayout(_ input: String, page: PageSetup, variant: String? = nil, warnings: inout WarningLog) throws -> PagedLayout {
        let states = try loader.loadDocuments(input, variant: variant ?? "default", warnings: &warnings)
        let paged = try pagedDocument(states[0].document, page: page, warnings: &warnings)
        for tree in paged.pages { try checkGlyphs(tree, input: input, warnings: &warnings) }
        return paged
    }
}
