import FormLayout
import FormModel
import FormPages

/// One picture the suite checks: a form, one of its states, at one width and scale.
public struct SnapshotCase: Equatable, Sendable {
    public var input: String
    public var variant: String?
    public var width: WidthClass
    public var scale: Int
    /// A printed page (`"pages"` in `formrender.json`): the page size, and which page (from 1).
    public var page: PageSetup?
    public var pageNumber: Int?
    /// `<name>[-<variant>]-<width>@<scale>x`, or `<name>[-<variant>]-<page>-p<N>@<scale>x` for a printed
    /// page: the reference is `Snapshots/<name>.png`, its layout `Snapshots/<name>.layout.json`; the
    /// same names `render` writes.
    public var name: String

    public init(input: String, formName: String, variant: String?, width: WidthClass, scale: Int) {
        self.input = input
        self.variant = variant
        self.width = width
        self.scale = scale
        self.name = "\(OutputFormat.caseName(formName, variant: variant))-\(width)@\(scale)x"
    }

    /// Page `number` of the state printed on `page`.
    public init(input: String, formName: String, variant: String?, page: PageSetup, number: Int, scale: Int) {
        self.input = input
        self.variant = variant
        self.width = .points(page.contentWidth)
        self.scale = scale
        self.page = page
        self.pageNumber = number
        self.name = String(OutputFormat.pageImageName(name: OutputFormat.caseName(formName, variant: variant), page: page.name,
                                                      number: number, scale: scale).dropLast(4))
    }

    /// Which of `count` shards runs this case (0-based): a hash of its name, so a case stays on its
    /// shard however many cases are added or removed elsewhere.
    public func shard(of count: Int) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(max(1, count)))
    }
}

/// `--shard I/N`: run the I-th of N shares of the cases (1-based, as CI matrices count).
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1000,
              index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ snapshot: SnapshotCase) -> Bool {
        snapshot.shard(of: count) == index - 1
    }
}

/// The cases a configuration covers, the inputs that could not be read, and what reading them said.
public struct CaseList: Sendable {
    public var cases: [SnapshotCase] = []
    public var errors: [FormError] = []
    /// Each input's warnings, once per input whatever its number of cases.
    public var warnings: [FormWarning] = []
}

extension SnapshotConfig {
    /// Counts the pages a state of an input prints on (`input`, `variant`, page size).
    public typealias PageCounter = (String, String?, PageSetup) throws -> Int

    /// Every case the configuration covers, in a stable order. Two inputs whose cases would share a
    /// reference name are an error naming both: the second is not checked.
    /// - Parameters:
    ///   - viewFiles: view-tree files already read this run (the runner shares them with its workers).
    ///   - pageCount: how many pages a form prints on, for `pages`: a case per page (without it, or
    ///     when it fails, page 1 alone, which then fails with the reason).
    public func cases(viewFiles: ViewFileLibrary = ViewFileLibrary(), pageCount: PageCounter? = nil) -> CaseList {
        let (files, discoveryErrors) = InputDiscovery.expand(inputs, emptyDirectoryIsAnError: false)
        var list = CaseList(errors: discoveryErrors)
        var claims = OutputNameClaims()
        let loader = FormLoader(library: HintsLibrary(directories: hintsDirectories), viewFiles: viewFiles)
        for file in files {
            var warnings = WarningLog()
            defer { list.warnings += warnings.warnings }
            let states: [DocumentState]
            do {
                states = try loader.loadDocuments(file, warnings: &warnings)
            } catch let error as FormError {
                list.errors.append(error)
                continue
            } catch {
                list.errors.append(FormError("\(error)", at: SourceLocation(file: file)))
                continue
            }
            let named = states.map { (OutputFormat.caseName($0.document.name, variant: $0.variant), $0.variant) }
            // A report (and merge-reports) carries case names as plain file names: no '\', no controls.
            if let odd = named.map(\.0).first(where: { $0.contains("\\") || $0.unicodeScalars.contains(where: ReportWriter.isControl) }) {
                list.errors.append(FormError("the case name '\(odd)' has a '\\' or a control character, which snapshot reports cannot carry; rename the file",
                                             at: SourceLocation(file: file)))
                continue
            }
            if let collision = claims.claim(named, for: file) {
                list.errors.append(collision)
                continue
            }
            for state in states {
                let stateWidths = state.variant == nil ? widths : (variantWidths ?? widths)
                for width in stateWidths {
                    for scale in scales {
                        list.cases.append(SnapshotCase(input: file, formName: state.document.name, variant: state.variant,
                                                       width: width, scale: scale))
                    }
                }
                // Forms print, in their default state (variants are screen states: a field active, a panel
                // open); a view tree is one picture.
                guard case .form = state.document, state.variant == nil else { continue }
                for page in pages {
                    let count = max(1, (try? pageCount?(file, state.variant, page)) ?? 1)
                    for number in 1...count {
                        for scale in scales {
                            list.cases.append(SnapshotCase(input: file, formName: state.document.name, variant: state.variant,
                                                           page: page, number: number, scale: scale))
                        }
                    }
                }
            }
        }
        // `--width`-like repeats (375 and 375.0) name one reference: check it once.
        var seen = Set<String>()
        list.cases = list.cases.sorted { $0.name < $1.name }.filter { seen.insert($0.name).inserted }
        return list
    }
}
