@testable import FormSnapshot
import FormSupport
import Expectations
import Testing

/// `merge-reports` merges only the reports of one whole sharded run: a missing, repeated or foreign
/// shard is an error that names it, so a shard whose job failed cannot leave a green merged report.
@Suite struct ShardCoverageTests {
    /// The error `check` throws for reports `a`, `b`, … carrying `shards`, or nil.
    func problem(_ shards: [String?]) -> String? {
        let reports = shards.enumerated().map { ShardCoverage.Report(file: "r\($0.offset + 1)/report.json", shard: $0.element.flatMap(Shard.init)) }
        do {
            try ShardCoverage.check(reports)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func wholeRunsMergeInAnyOrder() {
        expectEqual(problem(["1/1"]), nil)
        expectEqual(problem(["2/3", "3/3", "1/3"]), nil)
        expectEqual(problem((1...12).map { "\($0)/12" }.reversed()), nil)
    }

    @Test func reportsOfRunsWithoutShardsMergeAsTheyAre() {
        // Split by patterns, say: nothing says what a whole run would be.
        expectEqual(problem([nil]), nil)
        expectEqual(problem([nil, nil]), nil)
    }

    @Test func missingShardsAreNamed() {
        expectEqual(problem(["1/4", "2/4", "4/4"]),
                    "r1/report.json: shard: error: shard 3/4 is missing: the run had 4 shards and 3 reports were given; merged without it, "
                    + "cases that never ran would not be counted (did a shard's job fail before writing its report?)")
        expectEqual(problem(["2/4"]),
                    "r1/report.json: shard: error: shards 1/4, 3/4 and 4/4 are missing: the run had 4 shards and 1 report was given; merged "
                    + "without them, cases that never ran would not be counted (did a shard's job fail before writing its report?)")
        let many = problem(["1/40"]) ?? "no error"
        expect(many.contains("shards 2/40, 3/40, 4/40, 5/40, 6/40, 7/40, 8/40, 9/40, 10/40, 11/40 and 29 more are missing"), many)
    }

    @Test func aShardGivenTwiceIsAnError() {
        expectEqual(problem(["1/2", "2/2", "2/2"]),
                    "r3/report.json: shard: error: shard 2/2 is also r2/report.json: each shard once (was one report given twice, or two jobs the same --shard?)")
    }

    @Test func shardsOfDifferentRunsAreAnError() {
        expectEqual(problem(["1/2", "2/3"]),
                    "r2/report.json: shard: error: shard 2/3 is one of 3, but r1/report.json is shard 1/2 of 2: merge the reports of one run")
    }

    @Test func aReportWithoutAShardAmongShardsIsAnError() {
        expectEqual(problem(["1/2", nil, "2/2"]),
                    "r2/report.json: error: this report says no shard, but r1/report.json is shard 1/2: merge the reports of one sharded run, "
                    + "each made with --shard N/2")
    }
}
