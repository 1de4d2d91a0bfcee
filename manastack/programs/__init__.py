"""Layer 7, programs: the command line, the terminal user interface, simulation and
the benchmark, the translators' tools."""
