"""``python -m manastack`` runs the command line."""

import sys

from .programs.cli import main

sys.exit(main())
