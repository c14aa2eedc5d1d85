#if SnapshotTesting
import FormRenderSnapshotTesting
import Foundation
import SnapshotTesting

/// Forms of the FormRender checkout, and scratch directories that nothing outlives.
enum TestForms {
    /// The FormRender checkout: this file is Tests/<target>/<file>.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// A form of the checkout (or any absolute path), with the checkout's hints and fonts.
    static func form(_ path: String, variant: String? = nil, locale: String? = nil, textScale: Double? = nil) throws -> SnapshotForm {
        try SnapshotForm(path.hasPrefix("/") ? path : Self.path(path), variant: variant, hintsDirectories: [Self.path("Hints")],
                         locale: locale, textScale: textScale, fontsDirectory: Self.path("Fonts"))
    }
}

/// A directory of its own under the temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("FormRenderSnapshotTesting-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Every file in it, however deep, by path relative to it.
    var files: [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: file(name), isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

enum TestSnapshot {
    /// What the strategy hands swift-snapshot-testing for `form`; nil when it withholds the snapshot.
    static func data(of form: SnapshotForm, as strategy: Snapshotting<SnapshotForm, Data> = .formImage()) -> Data? {
        var data: Data?
        strategy.snapshot(form).run { data = $0 }
        return data
    }
}
#endif
