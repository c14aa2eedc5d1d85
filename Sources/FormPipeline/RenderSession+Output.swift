import BoxTree
import FormModel
import FormSupport
import FormPages
import FormRaster
import Foundation
import PDFForms

/// The files a render writes, each atomically: for a screen, a PNG and a one-page PDF a width; for
/// paper, one PDF (with bookmarks, and form fields when asked) and a PNG a page.
extension RenderSession {
    func write(_ layout: PagedLayout, on medium: Medium, of document: Document, name: String, report: inout InputReport,
               warnings: inout WarningLog) throws {
        let directory = options.outputDirectory as NSString
        switch medium {
        case .width(let width):
            for format in options.formats {
                let drawn = drawable(layout.first, of: document, format: format, warnings: &warnings)
                let bytes: [UInt8]
                rasterizer.tally.reset()
                switch format {
                case .png: bytes = try rasterizer.png(drawn, scale: options.scale)
                case .pdf: bytes = try rasterizer.pdf(drawn, title: document.title, language: document.language)
                }
                sayApproximatedShadows(of: document, input: report.input, format: format, warnings: &warnings)
                let path = directory.appendingPathComponent(format.fileName(name: name, width: width, scale: options.scale))
                try AtomicFile.write(bytes, to: path)
                report.written.append(path)
            }
        case .page(let page):
            try writePages(layout, name: name, pageName: page.name, title: document.title, language: document.language, report: &report)
        }
    }

    private func writePages(_ layout: PagedLayout, name: String, pageName: String, title: String?, language: String,
                            report: inout InputReport) throws {
        let directory = options.outputDirectory as NSString
        try rasterizer.drawingOneDocument {
            try writeEachFormat(layout, name: name, pageName: pageName, title: title, language: language, directory: directory, report: &report)
        }
    }

    private func writeEachFormat(_ layout: PagedLayout, name: String, pageName: String, title: String?, language: String, directory: NSString,
                            report: inout InputReport) throws {
        for format in options.formats {
            switch format {
            case .pdf:
                let path = directory.appendingPathComponent(OutputFormat.pagedPDFName(name: name, page: pageName))
                try AtomicFile.write(try pdf(layout, title: title, language: language), to: path)
                report.written.append(path)
            case .png:
                for (index, tree) in layout.pages.enumerated() {
                    let path = directory.appendingPathComponent(OutputFormat.pageImageName(name: name, page: pageName, number: index + 1, scale: options.scale))
                    try AtomicFile.write(try rasterizer.png(tree, scale: options.scale), to: path)
                    report.written.append(path)
                }
                removeStalePages(name: name, page: pageName, after: layout.pages.count)
            }
        }
    }

    /// Shadows past a page's blur budget are drawn with gradients: said once a format, with the budget.
    private func sayApproximatedShadows(of document: Document, input: String, format: OutputFormat, warnings: inout WarningLog) {
        let count = rasterizer.tally.approximatedShadows
        guard count > 0 else { return }
        let budget = PaintTally.shadowBlurBudget >> 20
        let message = "\(count) blurred shadow\(count == 1 ? " is" : "s are") drawn with gradients in the \(format.rawValue.uppercased()), an approximation: a picture blurs at most \(budget)M pixels of shadow, and the shadows before \(count == 1 ? "it" : "them") took them (fewer distinct shadows, or smaller ones, are drawn blurred)"
        if case .view(let view) = document {
            warnings.add(message, at: view.root.source)
        } else {
            warnings.add(message, at: SourceLocation(file: input))
        }
    }

    /// A view tree too tall for one picture (or one PDF page) is drawn to the limit and the cut said
    /// once; a form keeps its error, which says how to split it.
    func drawable(_ tree: LayoutTree, of document: Document, format: OutputFormat, warnings: inout WarningLog) -> LayoutTree {
        guard case .view(let view) = document else { return tree }
        let scale = Double(options.scale)
        let limit: Double
        switch format {
        case .png:
            let side = Double(RasterImage.maxSide), pixels = Double(RasterImage.maxPixels)
            limit = (min(side, (pixels / max(1, (tree.width * scale).rounded(.up))).rounded(.down)) / scale).rounded(.down)
        case .pdf: limit = Rasterizer.maxPageSide
        }
        guard tree.height > limit || tree.isTruncated else { return tree }
        let total = tree.isTruncated ? "more than \(Int(LayoutTree.maxHeight))" : "\(Int(tree.height))"
        let message = "the screen is \(total) pt tall; the \(format.rawValue.uppercased()) shows its first \(Int(limit)) pt, the most one \(format == .png ? "image at scale \(options.scale)" : "PDF page") holds, and the rest is cut"
        warnings.add(message, at: view.root.source)
        return tree.clipped(toHeight: limit)
    }

    /// Paper as one PDF, with AcroForm fields when the session is fillable.
    public func pdf(_ paged: PagedLayout, title: String?, language: String? = nil) throws -> [UInt8] {
        try rasterizer.pdf(paged, title: title, language: language, fillable: options.fillable)
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
