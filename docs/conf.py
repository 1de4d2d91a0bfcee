"""Sphinx configuration for the manastack documentation.

Build (warnings are errors, as in CI)::

    .venv/bin/sphinx-build -W --keep-going -b html docs docs/_build/html
    .venv/bin/sphinx-build -W --keep-going -b doctest docs docs/_build/doctest
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import manastack  # noqa: E402

project = "manastack"
author = "The manastack maintainers"
copyright = "2026, The manastack maintainers"
release = manastack.__version__
version = ".".join(release.split(".")[:2])

extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "sphinx.ext.doctest"]
exclude_patterns = ["_build"]

# Autodoc documents the public names (manastack.Game, manastack.scenario.Scenario, ...),
# never internal modules, which may move between releases.
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "undoc-members": False}
napoleon_google_docstring = True
napoleon_numpy_docstring = False

# Every ``>>>`` example in the pages and in the docstrings they pull in runs under
# the doctest builder, as in CI.
doctest_global_setup = "import manastack"

html_theme = "alabaster"
html_title = f"manastack {release}"
