from dataclasses import dataclass


@dataclass(frozen=True)
class SimConfig:
    """Run parameters, immutable and hashable so a jitted function can take them as a static argument."""

    mesh_size: int = 16
    box_size: float = 100.0
    a_start: float = 0.02
    a_stop: float = 1.0
    max_dlna: float = 0.25
    omega_m: float = 0.3
