from dataclasses import dataclass


@dataclass(frozen=True)
class MonitorConfig:
    """Which FFT bins the monitor listens to (1 = enabled), fixed per deployment."""

    enabled_bins: tuple = (0, 1, 1, 0, 1, 1, 1, 0)
    window: str = "hann"


DEFAULT = MonitorConfig()
