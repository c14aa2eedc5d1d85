import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormPages
import FormRaster
import Foundation
import PNGCodec

/// What a render run was asked to do.
public struct RenderOptions: Sendable {
    public var widths: [WidthClass] = WidthClass.allClasses
    public var scale = 2
    public var formats: [OutputFormat] = OutputFormat.allCases
    public var hintsDirectories: [String] = ["Hints"]
    public var dataFile: String?
    public var themeFile: String?
    /// A theme already made, used instead of `themeFile` (the doctor's probe draws in its own).
    public var theme: Theme?
    /// Only this variant (`default` for the default state); nil renders the default and every variant.
    public var variant: String?
    public var expandAll = false
    public var outputDirectory = "out"
    public var fontsDirectory: String?
    /// Warn about view-tree attributes that only mean something on a device.
    public var strict = false
    /// `--text-scale`: every text this much larger (0.5…3), over the theme's `textScale`.
    public var textScale: Double?
    /// `--locale`: every form and view tree as if in this locale (its dates, digits, words and
    /// direction), over its own.
    public var locale: String?
    /// Where view trees' includes and images must stay (default: each tree's enclosing `Layouts`).
    public var layoutRoot: String?
    /// The folder every input must really be in (the snapshot suite's project); nil: anywhere.
    public var projectRoot: String?
    /// View-tree files and images already read this run, for the sessions of one run to share (the
    /// snapshot suite's workers): each is read once however many sessions render it. Nil: the session's own.
    public var viewFiles: ViewFileLibrary?
    public var viewImages: ViewImageStore?
    /// Print on pages of this size (`--page`) instead of at widths.
    public var page: PageSetup?
    /// Blank or filled; nil: filled when the form has values, else blank.
    public var printMode: PrintMode?
    /// Paged PDFs get AcroForm fields.
    public var fillable = false
    /// `--appearance`: the colors.json mode view trees are drawn in.
    public var appearance: ViewSettings.Appearance = .light
    /// `--view-mode`: SwiftJsonUI's renderer whose defaults view trees follow; nil: the project's, else SwiftUI.
    public var viewMode: ViewMode?

    public init() {}
}

/// What happened to one input.
public struct InputReport: Sendable, Codable {
    public var input: String
    public var written: [String] = []
    public var warnings: [FormWarning] = []
    public var error: String?
}

/// One input read: its states (nil when it could not be read), and what reading it said.
public struct LoadedInput: Sendable {
    public var input: String
    public var states: [DocumentState]?
    public var warnings: [FormWarning]
    public var error: FormError?

    public init(input: String, states: [DocumentState]?, warnings: [FormWarning], error: FormError? = nil) {
        self.input = input
        self.states = states
        self.warnings = warnings
        self.error = error
    }
}

/// One run of the pipeline: the stages' shared inputs (theme, hints cache, text measurer) and the
/// rasterizer that draws with the measurer's fonts; inputs rendered one by one, a failure in one
/// never stopping the others.
public final class RenderSession {
    public let options: RenderOptions
    public let library: HintsLibrary
    public let theme: Theme
    /// The text scale forms are drawn at: `--text-scale`, else the theme's `textScale`.
    public let textScale: Double
    public let measurer: PangoTextMeasurer
    public let rasterizer: Rasterizer
    /// Warnings from reading the theme, said once per run.
    public let setupWarnings: [FormWarning]
    /// View-tree files and their images, each read once a run.
    public let viewFiles: ViewFileLibrary
    public let viewImages: ViewImageStore
    private let data: OutsideData

    public init(options: RenderOptions) throws {
        self.options = options
        if let locale = options.locale, !FormDocument.isLocaleName(locale) {
            throw RenderSettingsError("the locale must be a locale name like en_US, ar or ja_JP; got '\(locale.quotedForMessages)'")
        }
        if let textScale = options.textScale, !Theme.textScales.contains(textScale) {
            throw RenderSettingsError("the text scale must be from 0.5 to 3, like 1.35; got \(DecimalText.compact(textScale))")
        }
        guard let fontsDirectory = FontLibrary.locateDirectory(explicit: options.fontsDirectory) else {
            throw FontError(description: "the bundled fonts were not found (share/formrender/fonts beside bin/, or Fonts/ of the checkout it was built from): "
                            + "reinstall FormRender, or say where they are with FORMRENDER_FONTS or --fonts-dir")
        }
        var warnings = WarningLog()
        let read = try options.theme ?? options.themeFile.map { try ThemeFile.load($0, warnings: &warnings) } ?? .default
        textScale = options.textScale ?? read.textScale
        let theme = read.scalingText(by: textScale)
        self.setupWarnings = warnings.warnings
        self.theme = theme
        self.measurer = PangoTextMeasurer(fonts: try FontLibrary(directory: fontsDirectory))
        self.rasterizer = Rasterizer(sharing: measurer)
        self.library = HintsLibrary(directories: options.hintsDirectories, within: options.projectRoot.map(LayoutRoot.init))
        self.viewFiles = options.viewFiles ?? ViewFileLibrary()
        self.viewImages = options.viewImages ?? ViewImageStore()
        self.data = try options.dataFile.map(OutsideData.load) ?? OutsideData()
        if let root = options.layoutRoot {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw FormError("--layout-root must be a directory", at: SourceLocation(file: root))
            }
        }
    }

    var engine: FormLayoutEngine {
        FormLayoutEngine(theme: theme, measurer: measurer, expandAll: options.expandAll)
    }

    public var loader: FormLoader {
        loader(library: library, viewFiles: viewFiles)
    }

    /// The session's loader (its data, locale, appearance, view mode and strictness) over these hints
    /// and view files: `bench` reads every file afresh each run.
    func loader(library: HintsLibrary, viewFiles: ViewFileLibrary) -> FormLoader {
        var loader = FormLoader(library: library, data: data.formValues ?? [:], viewData: data.viewValues, viewFiles: viewFiles,
                                layoutRoot: options.layoutRoot.map { LayoutRoot(path: $0) }, strict: options.strict)
        loader.dataErrorForForms = data.formError
        loader.project = options.projectRoot.map { LayoutRoot(path: $0) }
        loader.viewSettings = ViewSettings(appearance: options.appearance, locale: options.locale, mode: options.viewMode)
        return loader
    }

    /// The default state of the form.
    public func load(_ input: String, warnings: inout WarningLog) throws -> FormDocument {
        try loader.load(input, warnings: &warnings)
    }

    /// The states `options.variant` asks for: all of them, or one.
    public func states(_ input: String, warnings: inout WarningLog) throws -> [DocumentState] {
        try loader.loadDocuments(input, variant: options.variant, warnings: &warnings)
    }

    /// Reads one input's states, keeping its warnings; a failure is kept as its message.
    public func load(_ input: String) -> LoadedInput {
        var warnings = WarningLog()
        do {
            let states = try states(input, warnings: &warnings)
            // A view tree's images are read now, so that what they say is said once, with the input's warnings.
            for case .view(let view) in states.map(\.document) { _ = viewImages.images(for: view, warnings: &warnings) }
            return LoadedInput(input: input, states: states, warnings: warnings.warnings)
        } catch {
            return LoadedInput(input: input, states: nil, warnings: warnings.warnings, error: located(error, input: input))
        }
    }

    /// Renders one input: every state, at every width and format, each file written atomically.
    public func render(_ input: String) -> InputReport {
        render(load(input))
    }

    /// Renders the states of an input already read, on each medium the options ask for: every page
    /// size, or every width.
    public func render(_ loaded: LoadedInput) -> InputReport {
        var report = InputReport(input: loaded.input, warnings: loaded.warnings, error: loaded.error?.description)
        guard let states = loaded.states else { return report }
        var warnings = WarningLog()
        warnings.append(contentsOf: loaded.warnings)
        do {
            for state in states {
                let name = OutputFormat.caseName(state.document.name, variant: state.variant)
                for medium in media {
                    let layout = try lay(state.document, on: medium, input: loaded.input, warnings: &warnings)
                    try write(layout, on: medium, of: state.document, name: name, report: &report, warnings: &warnings)
                }
            }
        } catch {
            report.error = describe(error, input: loaded.input)
        }
        report.warnings = warnings.warnings
        return report
    }

    /// What `render` lays out on: the page size asked for, else every width.
    public var media: [Medium] {
        options.page.map { [.page($0)] } ?? options.widths.map(Medium.width)
    }

    /// An error as one line: `file:line:col: error: …` for input errors, else located at the input.
    public func describe(_ error: Error, input: String) -> String {
        located(error, input: input).description
    }

    /// An error as a located one: an input's own error as it is, any other at the input.
    public func located(_ error: Error, input: String) -> FormError {
        switch error {
        case let error as FormError: return error
        case let error as RasterError: return FormError(error.description, at: SourceLocation(file: input))
        case let error as PNGError: return FormError(error.description, at: SourceLocation(file: input))
        default: return FormError("\(error)", at: SourceLocation(file: input))
        }
    }
}
