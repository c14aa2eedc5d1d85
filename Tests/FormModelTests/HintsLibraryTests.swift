import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

private func lookUp(_ library: HintsLibrary, _ model: String,
                    at location: FileLocation = FileLocation(file: "signup.form.json", position: SourcePosition(line: 2, column: 12), keyPath: "model")
) throws -> (HintsFile, [FormWarning]) {
    var log = WarningLog()
    let file = try library.hints(forModel: model, requestedAt: location, warnings: &log)
    return (file, log.warnings)
}

@Suite("HintsLibrary")
struct HintsLibraryTests {
    @Test func firstDirectoryWins() throws {
        try withTemporaryDirectory { directory in
            let first = try directory.subdirectory("app")
            let second = try directory.subdirectory("shared")
            try directory.write("app/User.hints", #"{"fromApp": {}}"#)
            try directory.write("shared/User.hints", #"{"fromShared": {}}"#)
            try directory.write("shared/Order.hints", #"{"total": {}}"#)
            let library = HintsLibrary(directories: [first, second])
            let (user, _) = try lookUp(library, "User")
            expectEqual(user.fields.map(\.id), ["fromApp"])
            expectEqual(user.path, (first as NSString).appendingPathComponent("User.hints"))
            expectEqual(user.model, "User")
            let (order, _) = try lookUp(library, "Order")
            expectEqual(order.fields.map(\.id), ["total"], "a model the first directory lacks is found in the next")
            expectEqual(order.path, (second as NSString).appendingPathComponent("Order.hints"))

            let reversed = HintsLibrary(directories: [second, first])
            try expectEqual(lookUp(reversed, "User").0.fields.map(\.id), ["fromShared"])
        }
    }

    @Test func missingDirectoriesAreSkipped() throws {
        try withTemporaryDirectory { directory in
            let real = try directory.subdirectory("real")
            try directory.write("real/User.hints", #"{"a": {}}"#)
            let ghost = (directory.path as NSString).appendingPathComponent("ghost")
            let library = HintsLibrary(directories: [ghost, real])
            try expectEqual(lookUp(library, "User").0.fields.map(\.id), ["a"])
        }
    }

    @Test func namesAreCaseSensitive() throws {
        try withTemporaryDirectory { directory in
            let hints = try directory.subdirectory("Hints")
            try directory.write("Hints/user.hints", #"{"lower": {}}"#)
            let library = HintsLibrary(directories: [hints])
            let error = expectFormError { _ = try lookUp(library, "User") }
            expectEqual(error?.message, "no hints file 'User.hints' for model 'User'; searched '\(hints)' (names are case-sensitive; add directories with --hints-dir)")
            try expectEqual(lookUp(library, "user").0.fields.map(\.id), ["lower"])
            expect(expectFormError { _ = try lookUp(library, "USER") } != nil)
        }
    }

    @Test func theMissingFileErrorListsEveryDirectorySearched() throws {
        try withTemporaryDirectory { directory in
            let a = try directory.subdirectory("a")
            let b = (directory.path as NSString).appendingPathComponent("b")
            let library = HintsLibrary(directories: [a, b])
            let location = FileLocation(file: "signup.form.json", position: SourcePosition(line: 2, column: 12), keyPath: "model")
            let error = expectFormError { _ = try lookUp(library, "Order", at: location) }
            expectEqual(error?.location, location)
            expectEqual(error?.description, "signup.form.json:2:12: error: no hints file 'Order.hints' for model 'Order'; searched '\(a)', '\(b)' (names are case-sensitive; add directories with --hints-dir)")
        }
    }

    @Test func noDirectoriesMeansHints() {
        expectEqual(HintsLibrary(directories: []).directories, ["Hints"])
        expectEqual(HintsLibrary(directories: ["x", "y"]).directories, ["x", "y"])
    }

    @Test(arguments: ["../User", "a/b", "/etc/passwd", "./User", ".hidden", "..", "", "Us er", "User\\x", "x/../User"])
    func modelsThatLookLikePathsAreRefused(model: String) throws {
        try withTemporaryDirectory { directory in
            let hints = try directory.subdirectory("Hints")
            // The file a path-like name would reach exists: refusing must not depend on its absence.
            try directory.write("User.hints", #"{"escaped": {}}"#)
            try directory.write("Hints/a/b.hints", #"{"nested": {}}"#)
            let library = HintsLibrary(directories: [hints])
            let location = FileLocation(file: "form.form.json", position: SourcePosition(line: 1, column: 11), keyPath: "model")
            let error = expectFormError { _ = try lookUp(library, model, at: location) }
            expectEqual(error?.message, "model '\(model)' must be a plain name (letters, digits, '_', '-', '.'), not a path")
            expectEqual(error?.location, location)
            expectEqual(library.loadCount, 0)
        }
    }

    @Test func plainNamesWithDotsDashesAndUnicodeAreAllowed() throws {
        try withTemporaryDirectory { directory in
            let hints = try directory.subdirectory("Hints")
            for name in ["User_v2", "order-line", "Cafe.Menu", "Café"] {
                try directory.write("Hints/\(name).hints", "{\"\(name)Field\": {}}")
            }
            let library = HintsLibrary(directories: [hints])
            for name in ["User_v2", "order-line", "Cafe.Menu", "Café"] {
                try expectEqual(lookUp(library, name).0.fields.map(\.id), ["\(name)Field"])
            }
            expectEqual(library.loadCount, 4)
        }
    }

    @Test func eachFileIsReadOnce() throws {
        try withTemporaryDirectory { directory in
            let hints = try directory.subdirectory("Hints")
            let path = try directory.write("Hints/User.hints", #"{"a": {}}"#)
            try directory.write("Hints/Order.hints", #"{"b": {}}"#)
            let library = HintsLibrary(directories: [hints])
            expectEqual(library.loadCount, 0)
            let (first, _) = try lookUp(library, "User")
            expectEqual(library.loadCount, 1)
            // Even a changed (or removed) file is not read again in the same run.
            try directory.write("Hints/User.hints", #"{"changed": {}}"#)
            for _ in 0..<5 {
                try expectEqual(lookUp(library, "User").0, first)
            }
            try FileManager.default.removeItem(atPath: path)
            try expectEqual(lookUp(library, "User").0.fields.map(\.id), ["a"])
            expectEqual(library.loadCount, 1)
            _ = try lookUp(library, "Order")
            _ = try lookUp(library, "Order")
            expectEqual(library.loadCount, 2)
        }
    }

    @Test func cachedWarningsAreReportedEachTime() throws {
        try withTemporaryDirectory { directory in
            let hints = try directory.subdirectory("Hints")
            try directory.write("Hints/User.hints", #"{"a": {"maxLength": 1, "minLength": 2}}"#)
            let library = HintsLibrary(directories: [hints])
            let (_, first) = try lookUp(library, "User")
            let (_, second) = try lookUp(library, "User")
            expectEqual(first.map(\.message), ["'a.minLength' (2) is greater than maxLength (1)"])
            expectEqual(second, first)
            expectEqual(library.loadCount, 1)
        }
    }

    @Test func aFileThatFailsIsNotCached() throws {
        try withTemporaryDirectory { directory in
            let hints = try directory.subdirectory("Hints")
            let path = try directory.write("Hints/User.hints", #"{"a": {"maxLength": 3},}"#)
            let library = HintsLibrary(directories: [hints])
            let error = expectFormError { _ = try lookUp(library, "User") }
            expectEqual(error?.description, "\(path):1:24: error: invalid JSON: expected a quoted key, found '}'")
            expectEqual(library.loadCount, 0)
            try directory.write("Hints/User.hints", #"{"a": {"maxLength": 3}}"#)
            try expectEqual(lookUp(library, "User").0.hints(for: "a")?.maxLength, 3)
            expectEqual(library.loadCount, 1)
        }
    }

    @Test func concurrentRequestsReadTheFileOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let hints = try directory.subdirectory("Hints")
        try directory.write("Hints/User.hints", #"{"a": {}, "b": {}}"#)
        let library = HintsLibrary(directories: [hints])
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    var log = WarningLog()
                    return try library.hints(forModel: "User", requestedAt: FileLocation(file: "x"), warnings: &log).fields.count
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        expectEqual(counts, Array(repeating: 2, count: 32))
        expectEqual(library.loadCount, 1)
    }
}
