import BoxTree
import FormLayout
import FormModel
import FormPipeline
import FormSupport
import Foundation
import PNGCodec

/// Renders a gallery's pictures into `OUT/images/`, then its page (`OUT/index.html`) and contact
/// sheet (`OUT/contact-sheet.pdf`), each file written whole or not at all. It remembers each input's
/// states as last read, so a later build (watch mode) renders again only the states whose document
/// changed (a form, its hints, an include, a data file), and everything when a theme changed.
public final class GalleryBuilder {
    public struct Options: Sendable {
        public var inputs: [String] = []
        public var widths: [WidthClass] = WidthClass.allClasses
        /// Theme files; nil is the default theme.
        public var themes: [String?] = [nil]
        public var outputDirectory = "gallery"
        public var scale = 2
        /// Fonts, hints, data, locale, text scale: as for `render`.
        public var render = RenderOptions()
        /// The page reloads itself every second (watch mode).
        public var reloads = false
        /// Asked before each picture: true ends the build early (Ctrl-C in watch mode).
        public var shouldStop: (@Sendable () -> Bool)?

        public init() {}
    }

    /// What one build did.
    public struct Build: Sendable {
        public var contents: GalleryContents
        /// Pictures rendered (written) this time.
        public var rendered: Int
        /// The layout trees of every picture, in the order of `contents`, for the contact sheet.
        public var trees: [String: LayoutTree]
    }

    private struct Remembered {
        var state: DocumentState
        var picture: GalleryPicture
        var tree: LayoutTree
    }

    public let options: Options
    private var remembered: [String: Remembered] = [:]
    private var themeStamps: [String: String] = [:]
    private var lastContents: GalleryContents?

    /// The files a gallery writes besides its pictures; a watch does not take them for changes.
    public static let pageFiles = ["index.html", "contact-sheet.pdf", GalleryBuilder.manifestName]
    /// The pictures this gallery wrote, a name a line: only these are ever removed.
    static let manifestName = ".formrender-gallery"

    public init(options: Options) {
        self.options = options
    }

    var imagesDirectory: String { (options.outputDirectory as NSString).appendingPathComponent("images") }

    /// The keyword of the text each picture carries: its own name, `images/…png`. Only a PNG that
    /// says it is the gallery's picture of that name is ever deleted (a manifest can be planted).
    static let pictureKeyword = "FormRender-Gallery"

    /// `images/` is a folder of the gallery's own inside `--out`: made when missing, never reached
    /// through a symbolic link (which would put pictures, and their deletion, somewhere else).
    private func checkImagesDirectory() throws {
        switch FileKind.ofEntry(imagesDirectory) {
        case nil: try OutputDirectory.create(imagesDirectory)
        case .directory?: return
        case let kind?:
            throw FormError("is \(kind.name): the gallery writes its pictures only into a folder of its own inside --out; remove it, or choose another --out",
                            at: SourceLocation(file: imagesDirectory))
        }
    }

    /// Reads every input in every theme and renders the pictures that are new or changed.
    public func build() throws -> Build {
        try checkImagesDirectory()
        let themeNames = GalleryBuilder.themeNames(options.themes)
        var forms: [String: GalleryForm] = [:]
        var warnings: [String] = []
        var seenWarnings = Set<String>()
        var rendered = 0
        var kept: [String: Remembered] = [:]
        var takenNames = Set<String>()
        var sheetSession: RenderSession?
        var themeFailed = false
        var inputFailed = false
        var firstTheme = true
        // Read once a build, with the first theme's session that works: what an input holds does not
        // depend on the theme it is drawn in.
        var batch: InputBatch?
        // Pictures are encoded and written on the other cores; each one's input and key, until then.
        let writer = PictureWriter(parallel: ProcessInfo.processInfo.activeProcessorCount)
        var writing: [String: (input: String, key: String)] = [:]
        // A build that stops early (an error, Ctrl-C in watch mode) still leaves only whole files.
        defer { _ = writer.finish() }

        for (themeFile, themeName) in zip(options.themes, themeNames) {
            var renderOptions = options.render
            renderOptions.themeFile = themeFile
            renderOptions.widths = options.widths
            renderOptions.scale = options.scale
            // A theme that cannot be read is said on the page and in the terminal; the others are shown.
            let session: RenderSession
            do {
                session = try RenderSession(options: renderOptions)
            } catch let error as FormError {
                if seenWarnings.insert(error.description).inserted { warnings.append(error.description) }
                themeFailed = true
                continue
            }
            if sheetSession == nil { sheetSession = session }
            for warning in session.setupWarnings where seenWarnings.insert(warning.description).inserted { warnings.append(warning.description) }
            // A theme file that changed changes every picture in it.
            let themeStamp = themeFile.map(GalleryBuilder.stamp) ?? ""
            let themeChanged = themeStamps[themeName] != themeStamp
            themeStamps[themeName] = themeStamp
            if batch == nil {
                batch = InputBatch(options.inputs) { $0.map(session.load) }
                for error in batch?.errors ?? [] where seenWarnings.insert(error.description).inserted { warnings.append(error.description) }
                inputFailed = batch?.errors.isEmpty == false
            }
            for loaded in batch?.inputs ?? [] {
                let input = loaded.input
                for warning in loaded.warnings where seenWarnings.insert(warning.description).inserted { warnings.append(warning.description) }
                var form = forms[input] ?? GalleryForm(input: input, title: (input as NSString).lastPathComponent, pictures: [])
                guard let states = loaded.states else {
                    form.error = form.error ?? loaded.error?.description
                    forms[input] = form
                    continue
                }
                if let title = states.first.flatMap({ GalleryBuilder.title(of: $0.document) }) { form.title = title }
                // A view tree has its own colours and fonts: drawn once, not once a theme.
                if case .view? = states.first?.document, !firstTheme {
                    forms[input] = form
                    continue
                }
                do {
                    for state in states {
                        for width in options.widths {
                            if options.shouldStop?() == true { throw CancellationError() }
                            let key = "\(themeName)\u{1}\(input)\u{1}\(state.variant ?? "")\u{1}\(width)"
                            if !themeChanged, let known = remembered[key], known.state == state {
                                kept[key] = known
                                takenNames.insert(known.picture.file)
                                form.pictures.append(known.picture)
                                continue
                            }
                            var said = WarningLog()
                            let tree = try session.lay(state.document, on: .width(width), input: input, warnings: &said).first
                            for warning in said.warnings where seenWarnings.insert(warning.description).inserted { warnings.append(warning.description) }
                            let file = GalleryBuilder.uniqueName(state: state, themeName: themeName, width: width, scale: options.scale,
                                                                 known: remembered[key]?.picture.file, taken: &takenNames)
                            let (image, memory) = try session.rasterizer.paintHoldingImageMemory(tree, scale: options.scale)
                            writer.write(image, memory: memory, file: file, to: (options.outputDirectory as NSString).appendingPathComponent(file))
                            writing[file] = (input, key)
                            rendered += 1
                            let picture = GalleryPicture(variant: state.variant, width: width, theme: themeName, file: file,
                                                         pixelWidth: Int((tree.width * Double(options.scale)).rounded(.up)),
                                                         pixelHeight: Int((tree.height * Double(options.scale)).rounded(.up)))
                            kept[key] = Remembered(state: state, picture: picture, tree: tree)
                            form.pictures.append(picture)
                        }
                    }
                } catch let error as CancellationError {
                    throw error
                } catch {
                    form.error = session.describe(error, input: input)
                }
                forms[input] = form
            }
            firstTheme = false
        }
        // A picture that could not be written is its form's error, and is not shown.
        for (file, error) in writer.finish().sorted(by: { $0.key < $1.key }) {
            guard let (input, key) = writing[file], var form = forms[input] else { continue }
            form.error = form.error ?? sheetSession?.describe(error, input: input) ?? "\(input): error: \(error)"
            form.pictures.removeAll { $0.file == file }
            forms[input] = form
            kept[key] = nil
            takenNames.remove(file)
            rendered -= 1
        }
        // No theme could be read: what is wrong with the inputs themselves is still said.
        if batch == nil {
            let errors = InputDiscovery.expand(options.inputs).errors
            for error in errors where seenWarnings.insert(error.description).inserted { warnings.append(error.description) }
            inputFailed = !errors.isEmpty
        }
        remembered = kept
        removeUnused(keeping: takenNames)
        var trees: [String: LayoutTree] = [:]
        for entry in kept.values { trees[entry.picture.file] = entry.tree }
        let contents = GalleryContents(forms: (batch?.files ?? []).compactMap { forms[$0] }, warnings: warnings, themeFailed: themeFailed,
                                       inputFailed: inputFailed)
        // Nothing drawn and nothing else changed: the page and the sheet stand (a watch's no-op edit).
        let unchanged = rendered == 0 && lastContents.map { GalleryBuilder.same($0, contents) } == true
            && FileManager.default.fileExists(atPath: (options.outputDirectory as NSString).appendingPathComponent("index.html"))
        lastContents = contents
        if unchanged { return Build(contents: contents, rendered: 0, trees: [:]) }
        try writePage(reloads: options.reloads)
        if let session = sheetSession, !contents.forms.isEmpty {
            let sheet = ContactSheet.pages(contents, trees: trees)
            let pdf = try session.rasterizer.pdf(pages: sheet.pages, placed: sheet.placed, title: "FormRender gallery", language: "en")
            try AtomicFile.write(pdf, to: (options.outputDirectory as NSString).appendingPathComponent("contact-sheet.pdf"))
        }
        return Build(contents: contents, rendered: rendered, trees: trees)
    }

    /// Writes the page again for the last build: a watch that ends leaves a page that no longer reloads.
    public func writePage(reloads: Bool) throws {
        guard let contents = lastContents else { return }
        try AtomicFile.write(Array(GalleryPage.render(contents, reloads: reloads).utf8),
                             to: (options.outputDirectory as NSString).appendingPathComponent("index.html"))
    }

    /// Two builds show the same: the same forms, errors, pictures and warnings.
    static func same(_ a: GalleryContents, _ b: GalleryContents) -> Bool {
        a.warnings == b.warnings && a.forms.count == b.forms.count && zip(a.forms, b.forms).allSatisfy { x, y in
            x.input == y.input && x.title == y.title && x.error == y.error && x.pictures == y.pictures
        }
    }

    /// Forgets every picture, so the next build renders them all (an image a view tree shows changed,
    /// which its document does not say).
    public func forgetPictures() {
        remembered = [:]
    }

    /// Pictures of states, widths or themes no longer shown are deleted: only those the manifest lists,
    /// in the gallery's own `images/`, that are regular files and say they are the gallery's picture
    /// of that name (never a PNG of the user's that sits in `images/`, whatever a planted manifest
    /// says). Then the manifest lists this build's pictures.
    private func removeUnused(keeping names: Set<String>) {
        let manifest = (options.outputDirectory as NSString).appendingPathComponent(GalleryBuilder.manifestName)
        let written = FileKind.ofEntry(manifest) == .regular
            ? (try? RegularFile.read(manifest, maxBytes: 16 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? "" : ""
        for file in written.split(separator: "\n").map(String.init) where !names.contains(file) {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "images", !parts[1].hasPrefix("."), parts[1].hasSuffix(".png"),
                  FileKind.ofEntry(imagesDirectory) == .directory else { continue }
            let path = (options.outputDirectory as NSString).appendingPathComponent(file)
            guard FileKind.ofEntry(path) == .regular, let bytes = try? RegularFile.read(path, maxBytes: GalleryBuilder.maxPictureBytes),
                  (try? PNGTextChunk.text(keyword: GalleryBuilder.pictureKeyword, in: bytes)) == file else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
        try? AtomicFile.write(Array((names.sorted().joined(separator: "\n") + "\n").utf8), to: manifest)
    }

    /// The largest picture looked into before it is deleted; a larger file is left.
    static let maxPictureBytes = 256 << 20

    /// `images/<form>[-<variant>][-<theme>]-<width>@2x.png`; a name already taken (two inputs of one
    /// name) gets `-2`, `-3`… A picture keeps the name it had.
    static func uniqueName(state: DocumentState, themeName: String, width: WidthClass, scale: Int, known: String?,
                           taken: inout Set<String>) -> String {
        if let known, taken.insert(known).inserted { return known }
        let safe = GalleryBuilder.fileSafe(OutputFormat.caseName(state.document.name, variant: state.variant))
        let theme = themeName == "default" ? "" : "-" + GalleryBuilder.fileSafe(themeName)
        var count = 1
        while true {
            let suffix = count == 1 ? "" : "-\(count)"
            let name = "images/\(safe)\(theme)\(suffix)-\(width)@\(scale)x.png"
            if taken.insert(name).inserted { return name }
            count += 1
        }
    }

    /// A name as a plain file name: letters, digits, `-`, `_` and `.` kept (any script), the rest `_`,
    /// and at most 120 bytes.
    static func fileSafe(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-_.".unicodeScalars.contains(scalar)
            return allowed ? Character(scalar) : "_"
        })
        while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        while safe.utf8.count > 120 { safe.removeLast() }
        return safe.isEmpty ? "form" : safe
    }

    /// Each theme's name in captions and file names: `default`, else the file's name without `.json`
    /// (`Themes/Midnight.json` → `Midnight`), numbered when two share one.
    static func themeNames(_ themes: [String?]) -> [String] {
        var names: [String] = []
        for theme in themes {
            let base = theme.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension } ?? "default"
            var name = base.isEmpty ? "theme" : base
            var count = 2
            while names.contains(name) {
                name = "\(base)-\(count)"
                count += 1
            }
            names.append(name)
        }
        return names
    }

    static func title(of document: Document) -> String? {
        switch document {
        case .form(let form): return form.title?.isEmpty == false ? form.title : nil
        case .view: return nil
        }
    }

    /// A file's size and modification time: a theme that changes changes this.
    static func stamp(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? Int) ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(modified)"
    }
}
