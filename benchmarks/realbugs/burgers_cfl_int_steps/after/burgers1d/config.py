from dataclasses import dataclass


@dataclass(frozen=True)
class BurgersConfig:
    nx: int = 128
    length: float = 2.0
    viscosity: float = 0.01
    cfl: float = 0.4
    t_end: float = 0.5

    @property
    def dx(self):
        return self.length / self.nx
