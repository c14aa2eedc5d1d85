import Foundation
import Expectations
import Testing
import TestSupport

/// An image too large for the memory a process may have is an error that says how large, never a
/// process stopped by a failed allocation (a CI runner's memory cap, `ulimit -v`).
@Suite struct MemoryLimitCLITests {
    let formrender: FormRenderCLI

    init() throws {
        formrender = try FormRenderCLI(timeout: 60)
    }

    @Test func anImageBeyondTheAddressSpaceLimitIsAnError() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let fields = (1...45).map { #"{"id": "f\#($0)", "label": "Field \#($0)"}"# }.joined(separator: ", ")
        let form = try out.write("Big.form.json", #"{"title": "Big", "fields": [\#(fields)]}"#)
        // 30000 × 7836 px: about 2.2 GiB to draw and encode, under a 2 GB address space.
        let script = "ulimit -v 2000000 && exec \"$0\" render \"$1\" --width 10000 --scale 3 --format png --out \"$2\""
        let result = try run(URL(fileURLWithPath: "/bin/bash"), ["-c", script, formrender.binary.path, form, out.path("out")], in: out.path)
        expectEqual(result.status, 1, "an error, not an abort (134): \(result.stderr.prefix(300))")
        expect(result.stderr.contains("Big.form.json: error: the image would be 30000×7836 px, and drawing and encoding it takes about 2.2 GiB of memory, more than can be had now; this process may have 1.9 GiB (ulimit -v): use a smaller --width or --scale"),
               result.stderr)
        expect(!FileManager.default.fileExists(atPath: out.path("out/Big-10000@3x.png")))
    }
}
