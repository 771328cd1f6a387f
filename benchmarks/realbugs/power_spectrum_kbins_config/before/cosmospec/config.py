from dataclasses import dataclass


@dataclass(frozen=True)
class MeshConfig:
    box_size: float
    grid: int
    k_bin_width: float


MESH = MeshConfig(box_size=100.0, grid=16, k_bin_width=0.1)
