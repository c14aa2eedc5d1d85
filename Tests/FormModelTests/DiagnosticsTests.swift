import Expectations
import Testing
import FormModel
import FormSupport

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test func locationDescriptions() {
        expectEqual(FileLocation(file: "User.hints", position: pos(3, 7), keyPath: "a.b").description, "User.hints:3:7", "a position wins over a key path")
        expectEqual(FileLocation(file: "User.hints", keyPath: "a.b").description, "User.hints: a.b")
        expectEqual(FileLocation(file: "User.hints", keyPath: "").description, "User.hints")
        expectEqual(FileLocation(file: "User.hints").description, "User.hints")
    }

    @Test func errorDescription() {
        let error = FormError("'x' must be a string, found 3", at: FileLocation(file: "Hints/User.hints", position: pos(10, 4)))
        expectEqual(error.description, "Hints/User.hints:10:4: error: 'x' must be a string, found 3")
        expectEqual(FormError("no such file", at: FileLocation(file: "a.hints")).description, "a.hints: error: no such file")
        expectEqual(String(describing: error), error.description)
    }

    @Test func warningDescription() {
        let warning = FormWarning("Section 's' references fields that don't exist: x", at: FileLocation(file: "f.hints", position: pos(1, 2)))
        expectEqual(warning.description, "⚠️ Warning: Section 's' references fields that don't exist: x (f.hints:1:2)")
    }

    @Test func warningLogKeepsOrder() {
        var log = WarningLog()
        expect(log.warnings.isEmpty)
        log.add("one", at: FileLocation(file: "a"))
        log.append(contentsOf: [FormWarning("two", at: FileLocation(file: "b")), FormWarning("three", at: FileLocation(file: "c"))])
        log.add("four", at: FileLocation(file: "d"))
        expectEqual(log.warnings.map(\.message), ["one", "two", "three", "four"])
        expectEqual(log.warnings.map(\.location.file), ["a", "b", "c", "d"])
    }
}
