"""Hypothesis profiles for the property tests.

``ci`` (the default) keeps the whole property suite to a few seconds;
``soak`` tries many more examples: ``HYPOTHESIS_PROFILE=soak python -m pytest tests/property``.
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=40, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("soak", max_examples=1000, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
