import FormLayout
import FormModel
import FormRaster
import Foundation

/// What a render run was asked to do.
public struct RenderOptions: Sendable {
    public var widths: [WidthClass] = WidthClass.allClasses
    public var scale = 2
    public var formats: [OutputFormat] = OutputFormat.allCases
    public var hintsDirectories: [String] = ["Hints"]
    public var dataFile: String?
    public var expandAll = false
    public var outputDirectory = "out"
    public var fontsDirectory: String?

    public init() {}
}

/// What happened to one input.
public struct InputReport: Sendable {
    public var input: String
    public var written: [String] = []
    public var warnings: [FormWarning] = []
    public var error: String?
}

/// One run of the pipeline: shared fonts, hints cache and rasterizer; inputs rendered one by one, a
/// failure in one never stopping the others.
public final class RenderSession {
    public let options: RenderOptions
    public let library: HintsLibrary
    public let rasterizer: Rasterizer
    private let data: [String: String]

    public init(options: RenderOptions) throws {
        self.options = options
        guard let fontsDirectory = FontLibrary.locateDirectory(explicit: options.fontsDirectory) else {
            throw FontError(description: "the bundled fonts were not found: run from the FormRender checkout, or pass --fonts-dir")
        }
        self.rasterizer = Rasterizer(fonts: try FontLibrary(directory: fontsDirectory))
        self.library = HintsLibrary(directories: options.hintsDirectories)
        self.data = try options.dataFile.map(FormLoader.loadData) ?? [:]
    }

    public var engine: FormLayoutEngine {
        FormLayoutEngine(theme: rasterizer.theme, measurer: rasterizer.measurer, expandAll: options.expandAll)
    }

    public func load(_ input: String, warnings: inout WarningLog) throws -> FormDocument {
        try FormLoader(library: library, data: data).load(input, warnings: &warnings)
    }

    public func layout(_ input: String, width: WidthClass, warnings: inout WarningLog) throws -> LayoutTree {
        engine.layout(try load(input, warnings: &warnings), width: width.points)
    }

    /// Renders one input at every width and format, writing each file atomically.
    public func render(_ input: String) -> InputReport {
        var report = InputReport(input: input)
        var warnings = WarningLog()
        defer { report.warnings = warnings.warnings }
        do {
            let document = try load(input, warnings: &warnings)
            for width in options.widths {
                let tree = engine.layout(document, width: width.points)
                for format in options.formats {
                    let bytes: [UInt8]
                    switch format {
                    case .png: bytes = try rasterizer.png(tree, scale: options.scale)
                    case .pdf: bytes = try rasterizer.pdf(tree, title: document.title)
                    }
                    let path = (options.outputDirectory as NSString)
                        .appendingPathComponent(format.fileName(name: document.name, width: width, scale: options.scale))
                    try AtomicFile.write(bytes, to: path)
                    report.written.append(path)
                }
            }
        } catch let error as FormError {
            report.error = error.description
        } catch let error as RasterError {
            report.error = "\(input): error: \(error.description)"
        } catch {
            report.error = "\(input): error: \(error)"
        }
        return report
    }
}
