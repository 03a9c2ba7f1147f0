"""The engine against the official server: every dev record, and the oracle command."""

from __future__ import annotations

import gzip
import io

from hare_rules.games.software_challenge_2018 import oracle
from tests.games.software_challenge_2018.conftest import DEV_FILE


def test_dev_oracle_has_no_mismatch():
    out = io.StringIO()
    passed, failed = oracle.run(str(DEV_FILE), out=out)
    assert failed == 0, out.getvalue()
    assert passed == 1006


def test_command_prints_counts_and_exits_zero(capsys):
    assert oracle.main([str(DEV_FILE), "--limit", "25"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "25 passed, 0 failed"


def test_command_reports_a_mismatch_and_exits_nonzero(tmp_path, capsys, dev_records):
    import json

    record = dict(dev_records[0])
    record["moves"] = record["moves"][1:]  # the server "rejects" one move the engine accepts
    path = tmp_path / "one.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write(json.dumps(record) + "\n")
    assert oracle.main([str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{record['id']}:"
    assert "engine accepts, server rejects" in out[1]
    assert out[-1] == "0 passed, 1 failed"


def test_missing_file_is_one_line_error(tmp_path, capsys):
    assert oracle.main([str(tmp_path / "nope.jsonl.gz")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such file" in err and "Traceback" not in err


def test_corrupt_file_is_one_line_error(tmp_path, capsys):
    path = tmp_path / "bad.jsonl.gz"
    path.write_bytes(b"this is not gzip")
    assert oracle.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_bad_json_line_is_one_line_error(tmp_path, capsys):
    path = tmp_path / "bad.jsonl.gz"
    with gzip.open(path, "wt") as f:
        f.write("{not json\n")
    assert oracle.main([str(path)]) == 2
    assert ":1: not JSON" in capsys.readouterr().err
