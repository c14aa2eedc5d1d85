import Foundation
import FormSupport

/// The formats a file may be, in order of precedence: the first that claims a file reads it.
public struct InputFormats: Sendable {
    public var formats: [any InputFormat]

    public init(_ formats: [any InputFormat]) {
        self.formats = formats
    }

    /// Every format FormRender reads. A new format is a folder under `Formats/` and a line here.
    /// Items comes before form files: an Items form named NAME.form.json is still an Items form. View
    /// trees come last: any other `.json` whose top level is a view.
    public static let registered = InputFormats([
        HintsFormat(),
        FieldHintsStoreFormat(),
        ItemsFormat(),
        FormFileFormat(),
        ViewTreeFormat(),
    ])

    /// These formats and one more, last.
    public func adding(_ format: any InputFormat) -> InputFormats {
        InputFormats(formats + [format])
    }

    /// "a '.hints' file, … or a 'NAME.form.json' file": what the formats accept, for messages.
    public var accepted: String {
        let descriptions = formats.map(\.fileDescription)
        guard let last = descriptions.last else { return "nothing (no input formats are registered)" }
        return descriptions.count == 1 ? last : descriptions.dropLast().joined(separator: ", ") + " or " + last
    }

    public func file(_ path: String) -> InputFile {
        InputFile(path: path, baseName: baseName(of: path))
    }

    /// The file name without the longest suffix a format reads (`signup.form.json` → `signup`), else
    /// without its extension: the name outputs are written under.
    public func baseName(of path: String) -> String {
        let file = (path as NSString).lastPathComponent
        let suffixes = formats.map(\.nameSuffix).sorted { $0.count > $1.count }
        for suffix in suffixes where file.hasSuffix(suffix) && file.count > suffix.count {
            return String(file.dropLast(suffix.count))
        }
        return (file as NSString).deletingPathExtension
    }

    /// Whether a file named on the command line is an input: by name alone (loading it looks inside).
    public func acceptsName(_ path: String) -> Bool {
        formats.contains { $0.fitsName(path) }
    }

    /// Whether a file found in a directory is a form: some format claims it, by name and content. A
    /// format that cannot read the file does not claim it; one that claims by name alone still does,
    /// and loading then says what is wrong.
    public func claimsFile(_ path: String) -> Bool {
        let file = file(path)
        return formats.contains { (try? $0.claims(file)) == .yes }
    }

    /// The format that reads this file, or an error that says what the formats accept. A failure to
    /// read the file while a format looks at it is thrown as it is.
    public func format(for file: InputFile) throws -> any InputFormat {
        var misses: [(reason: String, position: SourcePosition?)] = []
        for format in formats {
            switch try format.claims(file) {
            case .yes: return format
            case .no: continue
            case .notByContent(let why, let position): misses.append(("\(why) (\(format.name))", position))
            }
        }
        guard let first = misses.first else {
            throw FormError("not a form input: expected \(accepted)", at: SourceLocation(file: file.path))
        }
        throw FormError("not a form: \(misses.map(\.reason).joined(separator: "; ")); expected \(accepted)",
                        at: SourceLocation(file: file.path, position: first.position))
    }
}
