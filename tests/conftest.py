import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_config_dir(tmp_path, monkeypatch):
    """No test reads or writes the user's own settings (the terminal's stops)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
