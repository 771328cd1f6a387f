from dataclasses import dataclass


@dataclass(frozen=True)
class UNetConfig:
    image_size: int = 16
    channels: int = 3
    min_resolution: int = 4
    max_levels: int = 4
