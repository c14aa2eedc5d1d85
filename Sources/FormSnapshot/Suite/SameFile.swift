import Foundation

/// Whether two paths name one file: `./a`, `a` and a link to it are the same.
enum SameFile {
    static func paths(_ one: String, _ other: String) -> Bool {
        URL(fileURLWithPath: one).standardizedFileURL.resolvingSymlinksInPath().path
            == URL(fileURLWithPath: other).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
