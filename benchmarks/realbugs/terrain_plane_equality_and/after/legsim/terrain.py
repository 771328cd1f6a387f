"""Ground models: a plane given by its height over the origin and its unit normal.

The ground is configuration, not state: its numbers are Python floats, compared and hashed on the host, and the
simulator takes it as a static argument.
"""
import dataclasses
import math


@dataclasses.dataclass(frozen=True)
class PlaneGround:
    height: float = 0.0
    normal: tuple = (0.0, 0.0, 1.0)

    @classmethod
    def build(cls, height=0.0, normal=(0.0, 0.0, 1.0)):
        norm = math.sqrt(sum(float(c) ** 2 for c in normal))
        return cls(height=float(height), normal=tuple(float(c) / norm for c in normal))

    def elevation(self, x, y):
        a, b, c = self.normal
        return self.height - (a * x + b * y) / c


FLAT_GROUND = PlaneGround.build()
