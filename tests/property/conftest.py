"""Hypothesis profiles for the property tests.

``ci`` (the default) keeps the whole property suite to a few seconds;
``soak`` tries many more examples: ``HYPOTHESIS_PROFILE=soak python -m pytest tests/property``.
"""

import os

from hypothesis import HealthCheck, settings

# No deadline by default: how long a game takes is a benchmark's business, and a busy
# machine must not fail a test; the input tests set their own generous bound, which
# only a pathological parse (a quadratic pattern) can exceed.
settings.register_profile(
    "ci",
    max_examples=40,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "soak", max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
